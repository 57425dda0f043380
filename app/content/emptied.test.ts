// @vitest-environment node
// Whatever the owner empties in the editor, the site builds, however the editor saves it: walks the
// editor's screens (made from the schema) over the frozen sample and both fixtures, and for each
// field the editor lets the owner empty, and each group that goes when its fields are emptied,
// loads the content files with that field saved in each of the ways Sveltia CMS writes an empty
// value (left out, "", null, [] or {}) through the build's own loader. Each must load, and read as
// the field left out. tests/build/emptied.test.ts builds whole sites with everything emptied.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { editorScreen, fieldLabel, type EditorField } from "./editor";
import { editorMayEmpty as emptiable } from "./emptied";
import { CONTENT_FILES, type ContentFileName } from "./files";
import { loadContent } from "./load";
import { ContentError } from "./validate";

/** The frozen sample first; the fixtures reach what the sample leaves empty (its gallery list). */
const DIRS = [SAMPLE_CONTENT_DIR, "tests/fixtures/content", "tests/fixtures/small"];
const FILES = Object.keys(CONTENT_FILES) as ContentFileName[];

/** Each way an emptied field reaches the file; undefined: the field left out. */
const EMPTIED_FORMS = [undefined, "", null, [], {}] as const;

/** A field the owner can empty, at a place in one folder's content. */
interface EmptiableField {
  dir: string;
  file: ContentFileName;
  path: (string | number)[];
  /** The field's place in any item of its lists: "services.*.galleryLink". */
  place: string;
}

/** Every field the owner can empty in the editor, by its place, whether or not a folder reaches it. */
function emptiablePlaces(fields: EditorField[], prefix: string): string[] {
  return fields.flatMap((field) => {
    const place = prefix ? `${prefix}.${field.name}` : field.name;
    const inner = field.widget === "list" ? `${place}.*` : place;
    return [...(emptiable(field) ? [place] : []), ...emptiablePlaces(field.fields ?? [], inner)];
  });
}

/**
 * The emptiable fields a folder's content reaches, written or not: in a list, those of its first
 * item (a list without items reaches none).
 */
function emptiableIn(dir: string): EmptiableField[] {
  const found: EmptiableField[] = [];
  const walk = (
    file: ContentFileName,
    fields: EditorField[],
    at: (string | number)[],
    place: string,
    value: unknown,
  ) => {
    for (const field of fields) {
      const here = [...at, field.name];
      const named = place ? `${place}.${field.name}` : field.name;
      const held = (value as Record<string, unknown> | undefined)?.[field.name];
      if (emptiable(field)) found.push({ dir, file, path: here, place: named });
      if (field.widget === "list" && Array.isArray(held) && held.length)
        walk(file, field.fields ?? [], [...here, 0], `${named}.*`, held[0]);
      // A group left out of the file: its fields, each written alone.
      if (field.widget === "object") walk(file, field.fields ?? [], here, named, held ?? {});
    }
  };
  for (const file of FILES) {
    const data: unknown = parseDocument(readFileSync(path.join(dir, file), "utf8")).toJS();
    walk(file, editorScreen(file).fields, [], "", data);
  }
  return found;
}

/** Each emptiable field once, in the first folder that reaches it. */
const byPlace = new Map<string, EmptiableField>();
for (const dir of DIRS)
  for (const field of emptiableIn(dir)) if (!byPlace.has(field.place)) byPlace.set(field.place, field);
const CASES = [...byPlace.values()];

const workDirs = new Map<string, string>();
/** A copy of `dir` to change one file in at a time. */
function workDir(dir: string): string {
  let copy = workDirs.get(dir);
  if (!copy) {
    copy = mkdtempSync(path.join(tmpdir(), "emptied-"));
    for (const file of FILES) cpSync(path.join(dir, file), path.join(copy, file));
    workDirs.set(dir, copy);
  }
  return copy;
}
afterAll(() => workDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The content of `dir` with the field saved as `form`, loaded by the build's loader; the file is restored after. */
function loadedWith({ dir, file, path: at }: EmptiableField, form: (typeof EMPTIED_FORMS)[number]) {
  const copy = workDir(dir);
  const original = readFileSync(path.join(dir, file), "utf8");
  const doc = parseDocument(original);
  if (form === undefined) {
    if (doc.getIn(at.slice(0, -1)) !== undefined) doc.deleteIn(at);
  } else doc.setIn(at, doc.createNode(form));
  writeFileSync(path.join(copy, file), String(doc));
  try {
    return loadContent(copy);
  } finally {
    writeFileSync(path.join(copy, file), original);
  }
}

describe("a field the owner empties in the editor", () => {
  it("is reached for every field the editor lets the owner empty", () => {
    const places = FILES.flatMap((file) => emptiablePlaces(editorScreen(file).fields, ""));
    expect(places.filter((place) => !byPlace.has(place))).toEqual([]);
    expect(CASES.length).toBeGreaterThan(50);
  });

  it.each(CASES.map((field) => [fieldLabel(field.file, field.path), field] as const))(
    "%s: loads however the editor saves it, read as left out",
    (_, field) => {
      const problems = (form: (typeof EMPTIED_FORMS)[number]) => {
        try {
          return loadedWith(field, form);
        } catch (error) {
          if (error instanceof ContentError) return error.problems;
          throw error;
        }
      };
      const leftOut = problems(undefined);
      expect(leftOut, "left out").not.toBeInstanceOf(Array);
      for (const form of EMPTIED_FORMS.slice(1)) expect(problems(form), JSON.stringify(form)).toEqual(leftOut);
    },
  );
});

// @vitest-environment node
// No save breaks the build: builds the frozen sample with everything the editor lets the owner
// empty emptied at once (every optional field and list, in every item of every list, and each
// group whose fields all go), once as Sveltia CMS 0.221 saves it (left out of the file:
// admin/config.yml's output.omit_empty_optional_fields) and once as it saves it without that
// setting ("" for a text or a picture, [] for a list, null for a number, a tick or an optional
// group). Each builds every page. app/content/emptied.test.ts loads each field alone in each form.
// Slow (two whole site builds), so it runs with the other build tests (`npm run test:build`).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSite, builtPages, pageFiles } from "./buildSite";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument, type Document } from "yaml";
import { contentDir, SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { editorScreen, type EditorField } from "../../app/content/editor";
import { editorMayEmpty } from "../../app/content/emptied";
import { CONTENT_FILES, type ContentFileName } from "../../app/content/files";
import { loadContent } from "../../app/content/load";

const FILES = Object.keys(CONTENT_FILES) as ContentFileName[];

type Saved = "left out" | "written empty";

/** What Sveltia writes for an emptied field without omit_empty_optional_fields. */
function writtenEmpty(field: EditorField): unknown {
  if (field.widget === "list" || field.multiple === true) return [];
  if (["string", "text", "image", "file", "relation", "select"].includes(field.widget)) return "";
  return null;
}

/** Empties in `doc` every field the owner can empty, at `at`, in every item of every list; returns their count. */
function emptyAll(doc: Document, fields: EditorField[], at: (string | number)[], saved: Saved): number {
  let count = 0;
  for (const field of fields) {
    const here = [...at, field.name];
    const value: unknown = doc.getIn(here);
    // A required group of optional fields: without the setting, the editor writes each field empty.
    const group = field.widget === "object" && field.required !== false;
    if (editorMayEmpty(field) && !(saved === "written empty" && group)) {
      if (saved === "left out") {
        if (value !== undefined) doc.deleteIn(here);
      } else doc.setIn(here, doc.createNode(writtenEmpty(field)));
      count++;
      continue;
    }
    if (field.widget === "object" && field.fields) {
      if (value === undefined) doc.setIn(here, doc.createNode({}));
      count += emptyAll(doc, field.fields, here, saved);
    }
    if (field.widget === "list" && field.fields) {
      const items = doc.getIn(here) as { items?: unknown[] } | undefined;
      (items?.items ?? []).forEach((_, i) => (count += emptyAll(doc, field.fields!, [...here, i], saved)));
    }
  }
  return count;
}

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** Builds the sample with everything emptied as `saved`; returns the built pages' folder and the emptied count. */
function buildEmptied(saved: Saved) {
  mkdirSync(".cache", { recursive: true });
  const root = mkdtempSync(path.join(".cache", "emptied-build-"));
  roots.push(root);
  const content = path.join(root, "content");
  mkdirSync(content);
  // The pictures of the content in use serve; the files are the frozen sample's, emptied.
  const images = path.join(contentDir(), "images");
  if (existsSync(images)) cpSync(images, path.join(content, "images"), { recursive: true });
  let emptied = 0;
  for (const file of FILES) {
    const doc = parseDocument(readFileSync(path.join(SAMPLE_CONTENT_DIR, file), "utf8"));
    emptied += emptyAll(doc, editorScreen(file).fields, [], saved);
    writeFileSync(path.join(content, file), String(doc));
  }
  const buildDir = path.join(root, "site-build");
  return { content, emptied, client: buildSite(content, buildDir) };
}

describe.each<Saved>(["left out", "written empty"])("the sample with everything the owner can empty %s", (saved) => {
  it(
    "builds every page",
    () => {
      const { content, emptied, client } = buildEmptied(saved);
      expect(emptied).toBeGreaterThan(100);
      const loaded = loadContent(content);
      expect(loaded.reviews).toEqual([]);
      expect(loaded.badges).toEqual({ cards: [], reviews: [] });
      expect(loaded.prices.materials).toEqual([]);
      expect(builtPages(client)).toEqual(pageFiles(loaded));
      const home = readFileSync(path.join(client, "index.html"), "utf8");
      expect(home).toContain(loaded.business.name.replaceAll("&", "&amp;"));
    },
    600_000,
  );
});

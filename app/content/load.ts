// Reads the owner's YAML files (build time, dev server, tests and build scripts; never the
// browser) and validates them against the schema.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, type Document, type YAMLError } from "yaml";
import { contentDir } from "./dir.mjs";
import { CONTENT_FILES, fileOfField, OPTIONAL_CONTENT_FILES, type ContentFileName } from "./files.ts";
import { KEPT_SAMPLES_FIELD } from "./keptSamples.mjs";
import { resolveCrossFieldCases, type ContentFix } from "./crossField.ts";
import { readEmptiedAsLeftOut } from "./emptied.ts";
import { placeTowns } from "./townPoints.ts";
import { projectsWithPictures } from "./projectPhotos.ts";
import { offeredOnly } from "./offered.ts";
import type { ContentFiles } from "./schema.ts";
import { ContentError, parseContent } from "./validate.ts";
import { filledContent, filledTooLong } from "./pageTexts.ts";

export type { ContentFix };

export { KEPT_SAMPLES_FIELD };

/** What one read of the content gives the build: the content, what it resolved, what the owner confirmed. */
export interface ContentReport {
  content: ContentFiles;
  /** Each case the editor accepts but the site cannot show as written, and how the build resolved it. */
  fixes: ContentFix[];
  /** By file ("business.yml"): the field paths the owner confirmed as their own. */
  kept: Partial<Record<ContentFileName, string[]>>;
}

/** The path of each content file in dir, as messages show it ("content/faq.yml"). */
export function contentFilePaths(dir = contentDir()): string[] {
  return Object.keys(CONTENT_FILES).map((name) => path.join(dir, name));
}

/** The file of a top-level field, e.g. "contact" -> "content/business.yml". */
export function contentFileOf(field: string, dir = contentDir()): string {
  return path.join(dir, fileOfField(field) ?? "(no file holds this field)");
}

/** The parser's words, plus what an owner most likely did, for the mistakes people make most. */
const YAML_HINTS: Partial<Record<YAMLError["code"], string>> = {
  BLOCK_AS_IMPLICIT_KEY: 'a text that contains ": " must be put in quotes',
  TAB_AS_INDENT: "indent with spaces, not tabs",
  DUPLICATE_KEY: "the same field is written twice",
  BAD_INDENT: "the fields of one entry must start in the same column",
  UNEXPECTED_TOKEN: "a text in quotes contains the same quote mark: use the other kind of quotes",
};

function describeYamlError(error: YAMLError): string {
  const words = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  const hint = /closing "?quote/.test(words)
    ? "a quote is opened and never closed, above this line"
    : YAML_HINTS[error.code];
  return hint ? `${words} (${hint})` : words;
}

interface ParsedFile {
  doc: Document;
  lines: LineCounter;
}

/**
 * The last parse of each content file, by its path, with the text it was parsed from: a file read
 * again unchanged is not parsed again (the dev server and the tests read the content many times, one
 * file changed at a time). The documents are only read, never changed.
 */
const lastParse = new Map<string, { text: string; parsed: ParsedFile }>();

/** The file's text parsed, as last time when it has not changed. */
function parseFile(file: string, text: string): ParsedFile {
  const last = lastParse.get(file);
  if (last?.text === text) return last.parsed;
  const lines = new LineCounter();
  const parsed = { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false }), lines };
  lastParse.set(file, { text, parsed });
  return parsed;
}

/** Reads and validates every content file in dir; throws a ContentError listing every problem. */
export function loadContent(dir = contentDir()): ContentFiles {
  return loadContentReport(dir).content;
}

/**
 * Reads and validates every content file in dir, resolving the cases the editor accepts but the
 * schema does not (crossField.ts) and placing each town on the map (townPoints.ts), and reads the
 * owner's confirmed sample details; throws a
 * ContentError listing every problem.
 */
export function loadContentReport(dir = contentDir()): ContentReport {
  const problems: string[] = [];
  const fields: Record<string, unknown> = {};
  const kept: ContentReport["kept"] = {};
  const parsed = new Map<ContentFileName, ParsedFile>();

  for (const name of Object.keys(CONTENT_FILES) as ContentFileName[]) {
    const file = path.join(dir, name);
    const holds: readonly string[] = CONTENT_FILES[name];
    if (!existsSync(file)) {
      if (OPTIONAL_CONTENT_FILES.has(name)) continue;
      problems.push(`${file}: the file is missing (it holds ${holds.join(", ")})`);
      continue;
    }
    const { doc, lines } = parseFile(file, readFileSync(file, "utf8"));
    if (doc.errors.length > 0) {
      for (const error of doc.errors) {
        const { line, col } = lines.linePos(error.pos[0]);
        problems.push(`${file}: line ${line}, column ${col}: ${describeYamlError(error)}`);
      }
      continue;
    }
    // A file whose every field the editor left out has none: read as no fields, each left out.
    const data: unknown = doc.toJS() ?? {};
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      problems.push(`${file}: must start with its fields (${holds.map((f) => `${f}:`).join(", ")})`);
      continue;
    }
    for (const [field, value] of Object.entries(data)) {
      if (field === KEPT_SAMPLES_FIELD) {
        if (Array.isArray(value) && value.every((item) => typeof item === "string")) kept[name] = value;
        else if (value != null)
          problems.push(`${file}: ${field}: must be a list of field names such as contact.address (or left out)`);
      } else if (holds.includes(field)) fields[field] = value;
      else {
        const home = fileOfField(field);
        problems.push(
          home
            ? `${file}: ${field}: belongs in ${path.join(dir, home)}`
            : `${file}: ${field}: not a field of this file (it holds ${holds.join(", ")})`,
        );
      }
    }
    parsed.set(name, { doc, lines });
  }
  if (problems.length > 0) throw new ContentError(problems);

  readEmptiedAsLeftOut(fields);
  const fixes = resolveCrossFieldCases(fields);
  const content = parseContent(fields, {
    fileOf: (field) => contentFileOf(field, dir),
    lineOf: (fieldPath) => {
      const name = fileOfField(String(fieldPath[0]));
      const file = name && parsed.get(name);
      if (!file) return undefined;
      // A missing field has no line of its own: point at the nearest enclosing one.
      for (let depth = fieldPath.length; depth > 0; depth--) {
        const node: unknown = file.doc.getIn(fieldPath.slice(0, depth), true);
        const range = (node as { range?: [number, number, number] } | undefined)?.range;
        if (range) return file.lines.linePos(range[0]).line;
      }
      return undefined;
    },
  });
  // The limits of titles and descriptions hold for the words visitors read: a long town or region
  // filled in may stretch a text the editor accepted as typed. What the editor accepts goes live, so
  // the build goes on with it and says which text to shorten, as the editor will.
  const tooLong = filledTooLong(content).map(({ path: fieldPath, filled, max }) => ({
    file: fileOfField(String(fieldPath[0]))!,
    path: fieldPath,
    note: `is ${filled.length} characters with its words in braces filled in ("${filled}"), more than the ${max} shown in full: shorten it`,
  }));
  // Each town's map point: typed, else the gazetteer's by its name (townPoints.ts).
  const { towns, fixes: unplaced } = placeTowns(content.serviceAreas);
  // Each project photo the site can show: without drawn samples, only the owner's (projectPhotos.ts).
  const shown = projectsWithPictures(content, dir);
  return {
    // Items that depend on a warranty or financing the business does not give are left out first,
    // so the counts that name their lists follow (offered.ts).
    content: { ...filledContent(offeredOnly(shown.content)), serviceAreas: towns },
    fixes: [...fixes, ...tooLong, ...unplaced, ...shown.fixes],
    kept,
  };
}

// Finds the prerendered pages of a build and the inline scripts each one runs.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { isAdminFile } from "../admin/build.mjs";
import { NOT_FOUND_FILE, urlPathOf } from "../../lib/build-paths.mjs";

// <script type> values the browser executes (or treats as script, like import maps);
// anything else, such as application/ld+json, is a data block that CSP does not govern.
const SCRIPT_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "application/x-javascript",
  "application/x-ecmascript",
  "text/ecmascript",
  "text/jscript",
  "text/livescript",
  "text/x-javascript",
  "text/x-ecmascript",
]);

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, "i").exec(
    attributes,
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/** CSP hash sources ('sha256-…') of every inline script of an HTML document, in order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = [];
  // Script content cannot contain "</script", so the first closing tag ends it.
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    // Browsers hash the text as parsed, where CR LF and lone CR become LF.
    const text = body.replace(/\r\n?/g, "\n");
    const hash = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * Every public page of the build (not the editor under /admin, which has its own headers) with its
 * URL path and inline script hashes.
 * @returns {Promise<{ file: string, urlPath: string | null, scriptHashes: string[] }[]>}
 */
export async function readPages(clientDir) {
  const files = (await readdir(clientDir, { recursive: true }))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !isAdminFile(file))
    .sort();
  const pages = [];
  for (const file of files) {
    // Names become glob patterns and nginx locations: keep them to plain characters.
    if (!/^[a-z0-9/_.-]+$/i.test(file)) throw new Error(`headers: unexpected characters in page name ${file}`);
    const html = await readFile(path.join(clientDir, file), "utf8");
    pages.push({ file, urlPath: urlPathOf(file), scriptHashes: inlineScriptHashes(html) });
  }
  if (!pages.some((page) => page.file === NOT_FOUND_FILE)) throw new Error(`headers: ${NOT_FOUND_FILE} is missing`);
  return pages;
}

/** Every hash of every page: the policy for responses whose page is not known from the path. */
export function allScriptHashes(pages) {
  return [...new Set(pages.flatMap((page) => page.scriptHashes))];
}

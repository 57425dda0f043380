import { expect, type Page } from "@playwright/test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadContent } from "../../app/content/load";

// Sveltia CMS itself (not our settings) asks other hosts for things this site does not need; the
// editor's Content-Security-Policy (app/httpHeaders.mjs) blocks them in the browser,
// before any request is sent, and the browser reports each block as a console error:
// - a CDN, for Sveltia's latest version number and, depending on timing, its interface fonts
//   (the fonts it uses are served from /admin/fonts: admin/fonts.css);
// - on the GitHub backend, GitHub's status page, for the service-status banner (github/status.js
//   checkStatus): the policy allows exactly what token sign-in needs, and the banner is not needed.
// Any other console error fails a test.
const BLOCKED_BY_POLICY = [
  /^Connecting to 'https:\/\/unpkg\.com\/@sveltia\/cms\/package\.json' violates .*Content Security Policy/,
  /^Fetch API cannot load https:\/\/unpkg\.com\/@sveltia\/cms\/package\.json\. Refused to connect because it violates the document's Content Security Policy\.$/,
  /^Loading the font 'https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/[^']+' violates .*Content Security Policy/,
  /^Connecting to 'https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json' violates .*Content Security Policy/,
  /^Fetch API cannot load https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json\. Refused to connect because it violates the document's Content Security Policy\.$/,
];

export type EditorWatch = { offMachine: string[]; errors: string[] };

/**
 * Records the editor page's console errors (but the blocks above) and uncaught errors, and every
 * request for a host other than this one and `alsoAnswered` (a stand-in the test routes itself):
 * such a request is recorded and never sent, so nothing leaves the machine.
 */
export async function watchEditor(page: Page, alsoAnswered?: string): Promise<EditorWatch> {
  const watch: EditorWatch = { offMachine: [], errors: [] };
  page.on("console", (message) => {
    if (message.type() === "error" && !BLOCKED_BY_POLICY.some((known) => known.test(message.text())))
      watch.errors.push(message.text());
  });
  page.on("pageerror", (error) => watch.errors.push(error.message));
  await page.route(
    (url) => url.hostname !== "localhost" && url.origin !== alsoAnswered,
    (route) => {
      watch.offMachine.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  return watch;
}

export function expectOnlyTheSite(watch: EditorWatch) {
  expect(watch.offMachine, "requests for another host").toEqual([]);
  expect(watch.errors, "console errors").toEqual([]);
}

/** Content files (by name in the content folder, text as saved) read and checked by the build's own loader. */
export function loadContentFiles(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), "editor-saved-"));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return loadContent(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

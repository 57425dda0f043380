// @vitest-environment node
// Two pages with one title are two pages a search engine takes for one. The editor checks one field
// at a time and accepts it, so the site builds (decision 0044) and the build names both pages and
// the field to change, in its log and on that field's screen in the editor. Build a copy of the
// content in use whose first two services with a page of their own have the same Title of its page.
// Slow (a whole site build), so it runs with the other build tests (`npm run test:build`, a stage of
// `npm test`).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { contentDir } from "../../app/content/dir.mjs";
import { fieldLabel, LABEL_SEPARATOR } from "../../app/content/editor";
import { loadContent } from "../../app/content/load";
import { hasOwnPage, offeringPath } from "../../app/offeringPages.mjs";
import { buildSiteWithLog, builtPages, pageFiles } from "./buildSite";

/** The title both pages get: the owner's own words, as the editor accepts them for each. */
const SHARED_TITLE = "Fences Built to Last";

let root = "";
let client = "";
let log = "";
let content = "";
/** The two services given the same title, by their place on the Services screen. */
let twins: { index: number; id: string; title: string }[] = [];

beforeAll(() => {
  mkdirSync(".cache", { recursive: true });
  root = mkdtempSync(path.join(".cache", "repeated-titles-"));
  content = path.join(root, "content");
  cpSync(contentDir(), content, { recursive: true });
  twins = loadContent(content)
    .services.map((service, index) => ({ ...service, index }))
    .filter(hasOwnPage)
    .slice(0, 2)
    .map(({ index, id, title }) => ({ index, id, title }));
  expect(twins).toHaveLength(2);
  const file = path.join(content, "services.yml");
  const doc = parseDocument(readFileSync(file, "utf8"));
  for (const { index } of twins) doc.setIn(["services", index, "pageTitle"], SHARED_TITLE);
  writeFileSync(file, doc.toString());
  ({ client, log } = buildSiteWithLog(content, path.join(root, "site-build")));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const html = (file: string) => readFileSync(path.join(client, file), "utf8");
const named = ({ id, title }: { id: string; title: string }) => `the page ${title} (${offeringPath(id)})`;
const [first, second] = [() => twins[0]!, () => twins[1]!];

describe("a content whose two services' pages have the same title", () => {
  it("builds every page, the two with the title as the owner gave it", () => {
    expect(builtPages(client)).toEqual(pageFiles(loadContent(content)));
    for (const twin of twins) expect(html(`${offeringPath(twin.id).slice(1)}.html`)).toContain(`<title>${SHARED_TITLE} | `);
  });

  it("names both pages in the build log, each under the field the owner changes, as the editor labels it", () => {
    expect(log).toContain(
      "Pages that share a title or a description in search results, where search engines show only one of them (the site is built with them all). Give each page its own in the editor (/admin):",
    );
    expect(log).toContain(
      `  - ${fieldLabel("services.yml", ["services", first().index, "pageTitle"])}: gives ${named(first())} the same title in search results as ${named(second())}: "${SHARED_TITLE}". Search engines show only one page of a title, so give each page its own`,
    );
    expect(log).toContain(
      `  - ${fieldLabel("services.yml", ["services", second().index, "pageTitle"])}: gives ${named(second())} the same title in search results as ${named(first())}`,
    );
  });

  it("says so in the editor, at the top of the Services screen", () => {
    const config = parse(readFileSync(path.join(client, "admin", "config.yml"), "utf8"));
    const screen = config.singletons.find((s: { file: string }) => s.file === "content/services.yml");
    const notes: string = screen.fields[0].comment;
    expect(notes).toContain("**Pages that share a title or a description in search results");
    for (const [own, other] of [
      [first(), second()],
      [second(), first()],
    ] as const) {
      // On its own screen a field reads without the screen's name.
      const label = fieldLabel("services.yml", ["services", own.index, "pageTitle"]).split(LABEL_SEPARATOR).slice(1);
      expect(notes).toContain(`• ${label.join(LABEL_SEPARATOR)}: gives ${named(own)} the same title in search results as ${named(other)}`);
    }
    // Every other screen says nothing of it.
    const others = config.singletons.filter((s: { file: string }) => s !== screen);
    expect(JSON.stringify(others)).not.toContain("share a title or a description in search results");
  });
});

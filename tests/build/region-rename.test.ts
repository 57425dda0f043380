// @vitest-environment node
// Every sentence that names the region comes from the owner's content: build a copy of content/ with
// the region renamed (DeSoto County to Shelby County, Olive Branch to Collierville, the other towns
// too) and check that no built page still names the old region, and that the new names show where
// the old ones did. Slow (a whole site build), so it runs with the other build tests
// (`npm run test:build`, a stage of `npm test`).
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFilePaths, loadContent } from "../../app/content/load";
import { isAdminFile } from "../../scripts/admin/build.mjs";
import { publicPages } from "../../app/pages.mjs";
import { BUILD_DIR, CLIENT_DIR, fileOfUrlPath, NOT_FOUND_FILE } from "../../scripts/build-layout.mjs";

/** Every page's file: the public pages' and the 404 page's. */
const PAGE_FILES = [NOT_FOUND_FILE, ...publicPages.map((page) => fileOfUrlPath(page.path))].sort();

/** The shipped region and its towns, and what each becomes in the copy. */
const RENAMED: Record<string, string> = {
  DeSoto: "Shelby",
  "Olive Branch": "Collierville",
  Southaven: "Germantown",
  Hernando: "Bartlett",
  "Horn Lake": "Arlington",
  Byhalia: "Lakeland",
};
const OLD_REGION = /desoto|olive branch/i;

/** Replaces every old name in text, in the case it is written in ("DESOTO COUNTY" becomes "SHELBY COUNTY"). */
function rename(text: string): string {
  return Object.entries(RENAMED).reduce(
    (renamed, [from, to]) =>
      renamed.replace(new RegExp(from, "gi"), (found) => (found === found.toUpperCase() ? to.toUpperCase() : to)),
    text,
  );
}

let root = "";
let client = "";

beforeAll(() => {
  mkdirSync(".cache", { recursive: true });
  root = mkdtempSync(path.join(".cache", "region-build-"));
  const content = path.join(root, "content");
  cpSync("content", content, { recursive: true });
  for (const file of contentFilePaths(content)) writeFileSync(file, rename(readFileSync(file, "utf8")));
  // The copy must really be renamed: the shipped files name the region, the copy's none.
  expect(contentFilePaths("content").some((file) => OLD_REGION.test(readFileSync(file, "utf8")))).toBe(true);
  expect(contentFilePaths(content).filter((file) => OLD_REGION.test(readFileSync(file, "utf8")))).toEqual([]);
  expect(loadContent(content).contact.address.locality).toBe("Collierville");

  const buildDir = path.join(root, "site-build");
  const env = { ...process.env, CONTENT_DIR: content, SITE_BUILD_DIR: buildDir };
  for (const args of [
    ["node_modules/@react-router/dev/bin.js", "build"],
    ["--input-type=module", "-e", 'await (await import("./scripts/postbuild.mjs")).postbuild();'],
  ]) {
    const result = spawnSync(process.execPath, args, { env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
  client = path.join(buildDir, path.relative(BUILD_DIR, CLIENT_DIR));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const pages = () =>
  readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.html$/.test(name) && !isAdminFile(name))
    .sort();

describe("a build of a copy of the content with the region renamed", () => {
  it("names the old region on no page: text, titles, descriptions, sharing alt texts, form hints, structured data", () => {
    expect(pages()).toEqual(PAGE_FILES);
    const naming = pages().flatMap((page) => {
      const html = readFileSync(path.join(client, page), "utf8");
      return [...html.matchAll(new RegExp(`.{0,40}(${OLD_REGION.source}).{0,40}`, "gi"))].map((m) => `${page}: ${m[0]}`);
    });
    expect(naming).toEqual([]);
  });

  it("names the new region where the old one was: every page's title or description, and the home page's headings", () => {
    for (const page of ["index.html", "fences.html", "gallery.html", "contact.html"]) {
      const html = readFileSync(path.join(client, page), "utf8");
      expect(html, page).toMatch(/Shelby|Collierville/);
    }
    const home = readFileSync(path.join(client, "index.html"), "utf8");
    expect(home).toContain("<title>Fence Company in Collierville, MS");
    expect(home).toContain("Proudly Serving Shelby County &amp; Memphis");
    expect(home).toContain("Your town, e.g. Collierville");
  });
});

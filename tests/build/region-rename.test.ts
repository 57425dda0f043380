// @vitest-environment node
// Every sentence that names the region comes from the owner's content: build an owner's content (the
// frozen sample with the region renamed, DeSoto County to Shelby County, Olive Branch to Collierville,
// the other towns too, and the README's step 3 done: tests/run/owner-content.mjs) and check that no
// built page still names the sample's region, and that the new names show where the old ones did.
// Slow (a whole site build), so it runs with the other build tests (`npm run test:build`, a stage of
// `npm test`).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildSite, builtPages, pageFiles } from "./buildSite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { contentFilePaths, loadContent } from "../../app/content/load";
import { prepareOwnerContent, REGION_RENAMES, renameRegion, SAMPLE_REGION } from "../run/owner-content.mjs";


const sample = loadContent(SAMPLE_CONTENT_DIR);
const NEW_TOWN = REGION_RENAMES["Olive Branch"];

let root = "";
let client = "";
let content = "";

beforeAll(() => {
  mkdirSync(".cache", { recursive: true });
  root = mkdtempSync(path.join(".cache", "region-build-"));
  content = prepareOwnerContent(path.join(root, "content"));
  // The copy must really be renamed: the sample's files name the region, the copy's none.
  const naming = (dir: string) => contentFilePaths(dir).filter((file) => SAMPLE_REGION.test(readFileSync(file, "utf8")));
  expect(naming(SAMPLE_CONTENT_DIR).length).toBeGreaterThan(0);
  expect(naming(content)).toEqual([]);
  expect(loadContent(content).contact.address.locality).toBe(NEW_TOWN);

  const buildDir = path.join(root, "site-build");
  client = buildSite(content, buildDir);
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const pages = () => builtPages(client);

describe("a build of an owner's content, the sample with the region renamed", () => {
  it("names the old region on no page: text, titles, descriptions, sharing alt texts, form hints, structured data", () => {
    expect(pages()).toEqual(pageFiles(loadContent(content)));
    const naming = pages().flatMap((page) => {
      const html = readFileSync(path.join(client, page), "utf8");
      return [...html.matchAll(new RegExp(`.{0,40}(${SAMPLE_REGION.source}).{0,40}`, "gi"))].map((m) => `${page}: ${m[0]}`);
    });
    expect(naming).toEqual([]);
  });

  it("names the new region where the old one was: every page's title or description, and the home page's headings", () => {
    for (const page of ["index.html", "fences.html", "gallery.html", "contact.html"]) {
      const html = readFileSync(path.join(client, page), "utf8");
      expect(html, page).toMatch(new RegExp(Object.values(REGION_RENAMES).join("|")));
    }
    const home = readFileSync(path.join(client, "index.html"), "utf8");
    const escaped = (text: string) => text.replaceAll("&", "&amp;");
    expect(home).toContain(`<title>${escaped(renameRegion(sample.pages.home.title))}`);
    expect(home).toContain(escaped(renameRegion(sample.pages.home.serviceAreaHeading)));
    expect(home).toContain(`Your town, e.g. ${NEW_TOWN}`);
  });
});

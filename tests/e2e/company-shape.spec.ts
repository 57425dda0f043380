// A company of another shape than the sample (tests/fixtures/small, run by FIXTURE=small
// node tests/run/fixture-run.mjs): its build is indexable, shows no drawn picture, and no page names
// a service of the sample it does not offer or makes a promise of the sample it did not make.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { loadContent } from "../../app/content/load";
import { FACTS } from "../../app/content/setup";
import { galleryImages } from "../../app/generated/gallery";
import { images, processVideoSrc } from "../../app/generated/images";
import { sampleKeys } from "../../scripts/samples/drawings/generate.mjs";
import { samplePicturesInUse } from "../../scripts/build-steps/images/sources.mjs";
import { contentDir } from "../../app/content/dir.mjs";
import { BUILT_PAGES, CLIENT_DIR } from "./built-pages";

// The checks hold of that company only (the sample has drawn pictures and every promise): the
// other runs skip them.
test.skip(
  process.env["FIXTURE"] !== "small",
  "the small company's shape: FIXTURE=small node tests/run/fixture-run.mjs",
);

const content = loadContent();
const sample = loadContent(SAMPLE_CONTENT_DIR);

/** What a visitor or a crawler reads on a built page: its text, its attributes' words and its JSON-LD. */
const pageText = (file: string) =>
  readFileSync(path.join(CLIENT_DIR, file), "utf8")
    .replace(/<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'");

const PAGES = BUILT_PAGES.map((page) => ({ name: page.urlPath ?? "404", text: pageText(page.file) }));

/** The value at a dotted path of FACTS ("business.financing"), where it is a text. */
const textAt = (root: unknown, dotted: string): string | undefined => {
  const value = dotted.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
  return typeof value === "string" && value.trim() ? value : undefined;
};

test("the build is offered to search engines", () => {
  for (const page of BUILT_PAGES.filter((p) => p.urlPath !== null)) {
    const html = readFileSync(path.join(CLIENT_DIR, page.file), "utf8");
    expect(html, page.file).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
});

test("each of its three services has its own page, and the sitemap lists them", () => {
  const offeringPages = BUILT_PAGES.flatMap((page) => (page.urlPath?.startsWith("/fences/") ? [page.urlPath] : []));
  expect(offeringPages).toEqual(content.services.map((service) => `/fences/${service.id}`).sort());
  expect(offeringPages).toHaveLength(3);
  const sitemap = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
  for (const urlPath of offeringPages) expect(sitemap).toContain(`${urlPath}</loc>`);
});

test("no drawn picture and no sample video: only the company's own photos", () => {
  expect(samplePicturesInUse(sampleKeys(), path.join(contentDir(), "images"), content)).toEqual([]);
  expect(processVideoSrc).toBeNull();
  const placed = Object.keys(images).length + galleryImages.length;
  expect(placed).toBeGreaterThan(0);
});

test("no page names a service of the sample the company does not offer", () => {
  const offered = new Set(content.services.map((service) => service.id));
  const lacking = sample.services.filter((service) => !offered.has(service.id));
  expect(lacking.length).toBeGreaterThan(0);
  for (const service of lacking)
    for (const page of PAGES)
      expect(page.text, `${page.name} names ${service.title}`).not.toMatch(new RegExp(`\\b${service.title}\\b`, "i"));
});

test("no page makes a promise of the sample the company did not make", () => {
  const unmade = [...FACTS]
    .filter((fact) => !fact.includes("*"))
    .flatMap((fact) => {
      const promise = textAt(sample, fact);
      return promise && !textAt(content, fact) ? [{ fact, promise }] : [];
    });
  expect(unmade.length).toBeGreaterThan(0);
  for (const { fact, promise } of unmade)
    for (const page of PAGES) expect(page.text, `${page.name} shows ${fact}`).not.toContain(promise);
});

test("without financing or a warranty of its own, no page mentions either", () => {
  const words = [
    ...(content.business.financing ? [] : [/financ/i]),
    ...(content.business.warranty ? [] : [/warrant/i]),
  ];
  expect(words.length).toBeGreaterThan(0);
  for (const word of words) for (const page of PAGES) expect(page.text, `${page.name}`).not.toMatch(word);
});

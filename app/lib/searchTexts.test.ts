import { describe, expect, it } from "vitest";
import { site, type SiteContent } from "~/content";
import { SAMPLE_CONTENT_DIR } from "~/content/dir.mjs";
import { loadContent } from "~/content/load";
import { contentPages } from "~/pageKinds.mjs";
import { publicPages } from "~/pages.mjs";
import { repeatedSearchTexts, searchTexts } from "./searchTexts";

const sample = loadContent(SAMPLE_CONTENT_DIR);
/** The sample's first two services that have their own page, by their place in the list. */
const [first, second] = sample.services.flatMap((service, index) => (service.description ? [index] : [])) as [
  number,
  number,
];
const withServices = (change: (services: SiteContent["services"]) => SiteContent["services"]): SiteContent => ({
  ...sample,
  services: change(sample.services),
});

describe("each page's words in search results", () => {
  it("cover the pages of the sitemap, the public pages and those made from the content in use", () => {
    expect(searchTexts(site).map((page) => page.path)).toEqual([
      ...publicPages.map((page) => page.path),
      ...contentPages(site).map((page) => page.path),
    ]);
  });

  it("are each page's own on the shipped sample and on the other companies' contents", () => {
    for (const dir of [SAMPLE_CONTENT_DIR, "tests/fixtures/content", "tests/fixtures/small"])
      expect(repeatedSearchTexts(loadContent(dir)), dir).toEqual([]);
  });
});

describe("pages that share a title or a description", () => {
  it("two services' pages with the same title: each service's Title of its page is named, with both pages", () => {
    const title = sample.services[first]!.title;
    const content = withServices((services) =>
      services.map((service, i) => (i === first || i === second ? { ...service, pageTitle: title } : service)),
    );
    const pageName = (i: number) => `${sample.services[i]!.title} (/fences/${sample.services[i]!.id})`;
    const notes = repeatedSearchTexts(content);
    expect(notes.map(({ file, path }) => ({ file, path }))).toEqual([
      { file: "services.yml", path: ["services", first, "pageTitle"] },
      { file: "services.yml", path: ["services", second, "pageTitle"] },
    ]);
    expect(notes[0]!.note).toBe(
      `gives the page ${pageName(first)} the same title in search results as the page ${pageName(second)}: "${title}". Search engines show only one page of a title, so give each page its own`,
    );
    expect(notes[1]!.note).toContain(`gives the page ${pageName(second)} the same title`);
  });

  it("compares the words as a search engine reads them, case and spaces aside", () => {
    const description = sample.pages.gallery.description;
    const content = withServices((services) =>
      services.map((service, i) =>
        i === first ? { ...service, pageDescription: `  ${description.toUpperCase()} ` } : service,
      ),
    );
    expect(repeatedSearchTexts(content).map(({ file, path }) => [file, ...path])).toEqual([
      ["pages.yml", "pages", "gallery", "description"],
      ["services.yml", "services", first, "pageDescription"],
    ]);
  });

  it("the home page's description is the business's: its field is named", () => {
    const content = { ...sample, pages: { ...sample.pages, contact: { ...sample.pages.contact } } };
    content.pages.contact.description = sample.business.description;
    const notes = repeatedSearchTexts(content);
    expect(notes.map(({ file, path }) => [file, ...path])).toEqual([
      ["business.yml", "business", "description"],
      ["pages.yml", "pages", "contact", "description"],
    ]);
    expect(notes[0]!.note).toContain(
      "gives the page Home (/) the same description in search results as the page Contact (/contact)",
    );
  });

  it("a town pages' title without the town: one note on that field, naming every town's page", () => {
    const content = {
      ...sample,
      pages: { ...sample.pages, town: { ...sample.pages.town, title: "Our fences nearby" } },
    };
    const towns = contentPages(content).filter((page) => page.kind === "town");
    expect(towns.length).toBeGreaterThanOrEqual(2);
    const notes = repeatedSearchTexts(content);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ file: "pages.yml", path: ["pages", "town", "title"] });
    for (const town of towns) expect(notes[0]!.note).toContain(`${town.name} (${town.path})`);
    expect(notes[0]!.note).toContain("Put {town} in it");
  });
});

// @vitest-environment node
// The sample's words follow the owner's facts (docs/decisions/0033): build the frozen sample moved to
// another town, state and region, with other towns served, no reviews, and one offering dropped
// (chain link: its service, its prices), touching no page text, and check that no built page still
// names the sample's town, region, state or the dropped offering, and that the new facts show
// where the old ones did. Slow (a whole site build), so it runs with the other build tests
// (`npm run test:build`, a stage of `npm test`).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSite, builtPages, pageFiles } from "./buildSite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { contentDir, SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { loadContent } from "../../app/content/load";
import { fillPlaceholders } from "../../app/content/pageTexts";
import { offeringPath } from "../../app/pageKinds.mjs";
import { fileOfUrlPath } from "../../scripts/lib/build-paths.mjs";


/** Where the business moves, and what it no longer offers. */
const MOVED = {
  town: "Katy",
  state: "TX",
  postalCode: "77494",
  region: "Harris and Fort Bend Counties",
  towns: ["Katy", "Fulshear", "Brookshire", "Cinco Ranch"],
  dropped: "chain-link",
};

const sample = loadContent(SAMPLE_CONTENT_DIR);
const droppedService = sample.services.find((service) => service.id === MOVED.dropped)!;

/** Every name of the sample's place and of the dropped offering that a page could still show. */
const SAMPLE_WORDS = new RegExp(
  [
    sample.contact.address.locality,
    sample.business.region,
    ...sample.business.region.split(/ and | & /),
    "Mississippi",
    ...sample.serviceAreas.map((area) => area.name),
    droppedService.title,
    droppedService.navLabel,
  ].join("|"),
  "i",
);

/** Edits one YAML file in place, keeping its comments. */
function editYaml(file: string, edit: (document: ReturnType<typeof parseDocument>) => void) {
  const document = parseDocument(readFileSync(file, "utf8"));
  edit(document);
  writeFileSync(file, document.toString({ lineWidth: 0 }));
}

let root = "";
let client = "";
let content = "";

beforeAll(() => {
  mkdirSync(".cache", { recursive: true });
  root = mkdtempSync(path.join(".cache", "facts-build-"));
  content = path.join(root, "content");
  cpSync(SAMPLE_CONTENT_DIR, content, { recursive: true });
  const images = path.join(contentDir(), "images");
  if (existsSync(images)) cpSync(images, path.join(content, "images"), { recursive: true });
  editYaml(path.join(content, "business.yml"), (business) => {
    business.setIn(["business", "region"], MOVED.region);
    business.setIn(["contact", "address", "locality"], MOVED.town);
    business.setIn(["contact", "address", "region"], MOVED.state);
    business.setIn(["contact", "address", "postalCode"], MOVED.postalCode);
    business.setIn(["contact", "address", "mapQuery"], `${MOVED.town}, ${MOVED.state} ${MOVED.postalCode}`);
    business.set("serviceAreas", business.createNode(MOVED.towns.map((name) => ({ name, state: MOVED.state }))));
  });
  editYaml(path.join(content, "reviews.yml"), (reviews) => reviews.set("reviews", reviews.createNode([])));
  // The jobs done in the old towns go with them, as the reviews from there do.
  editYaml(path.join(content, "projects.yml"), (projects) => projects.set("projects", projects.createNode([])));
  editYaml(path.join(content, "services.yml"), (services) => {
    const list = services.get("services") as { items: { get(key: string): unknown }[] };
    list.items = list.items.filter((item) => item.get("id") !== MOVED.dropped);
  });
  editYaml(path.join(content, "prices.yml"), (prices) => {
    const materials = prices.getIn(["prices", "materials"]) as { items: { get(key: string): unknown }[] };
    materials.items = materials.items.filter((item) => !SAMPLE_WORDS.test(String(item.get("name"))));
  });

  const buildDir = path.join(root, "site-build");
  client = buildSite(content, buildDir);
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const pages = () => builtPages(client);
const html = (page: string) => readFileSync(path.join(client, page), "utf8");
const escaped = (text: string) => text.replaceAll("&", "&amp;");

describe("a build of the sample moved to another town and region, one offering dropped, its texts untouched", () => {
  it("names the sample's town, region, state and the dropped offering on no page: text, titles, descriptions, alt texts, structured data", () => {
    expect(pages()).toEqual(pageFiles(loadContent(content)));
    const naming = pages().flatMap((page) =>
      [...html(page).matchAll(new RegExp(`.{0,40}(${SAMPLE_WORDS.source}).{0,40}`, "gi"))].map(
        (match) => `${page}: ${match[0]}`,
      ),
    );
    expect(naming).toEqual([]);
  });

  it("gives the dropped offering no page, no sitemap entry and no link, and each offering left its page", () => {
    const moved = loadContent(content);
    const droppedPath = offeringPath(MOVED.dropped);
    expect(pages()).not.toContain(fileOfUrlPath(droppedPath));
    const sitemap = readFileSync(path.join(client, "sitemap.xml"), "utf8");
    expect(sitemap).not.toContain(droppedPath);
    const linking = pages().filter((page) => new RegExp(`href="${droppedPath}["#?]`).test(html(page)));
    expect(linking).toEqual([]);
    for (const service of moved.services.filter((s) => s.description)) {
      expect(pages()).toContain(fileOfUrlPath(offeringPath(service.id)));
      expect(sitemap).toContain(`${offeringPath(service.id)}</loc>`);
    }
  });

  it("shows the new town, region and offerings where the sample's texts named the old ones", () => {
    const moved = loadContent(content);
    expect(moved.services.map((service) => service.id)).not.toContain(MOVED.dropped);
    const home = html("index.html");
    expect(home).toContain(`<title>${escaped(`Fence Company in ${MOVED.town}, ${MOVED.state}`)}`);
    expect(home).toContain(escaped(moved.pages.home.serviceAreaHeading));
    expect(moved.pages.home.serviceAreaHeading).toContain(MOVED.region);
    // The sentence naming what the business offers lists what is left, in the sample's words.
    const offerings = fillPlaceholders("{Offerings}", moved);
    expect(offerings).toBe("Wood, vinyl and metal fences, custom gates and decks");
    expect(home).toContain(escaped(moved.pages.home.intro));
    expect(moved.pages.home.intro.startsWith(offerings)).toBe(true);
    // Every page names the new place in its title or description.
    for (const page of ["index.html", "fences.html", "gallery.html", "contact.html"])
      expect(html(page), page).toMatch(new RegExp(`${MOVED.town}|${MOVED.region}`));
  });
});

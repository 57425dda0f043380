import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { ALL_ON_THIS_SCREEN, KEPT_SAMPLES_FIELD } from "./keptSamples.mjs";
import { loadContentReport } from "./load";
import { ONLY_WITH_DRAWN_SAMPLES } from "./sampleValues";
import { sampleDetailsAndKept } from "./setup";

/** A copy of the frozen sample with its prices edited by `edit`, and the sample details of the Prices screen. */
function pricesLeftAsSample(
  edit: (prices: { materials: Record<string, unknown>[] } & Record<string, unknown>) => void,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "setup-prices-"));
  copies.push(dir);
  cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
  const file = path.join(dir, "prices.yml");
  const document = parseDocument(readFileSync(file, "utf8"));
  const data = document.toJS() as { prices: Parameters<typeof edit>[0] };
  edit(data.prices);
  document.set("prices", document.createNode(data.prices));
  writeFileSync(file, document.toString());
  const { details } = sampleDetailsAndKept(loadContentReport(dir), {
    contentDir: dir,
    origin: "https://owner.example.net",
    shippedDir: SAMPLE_CONTENT_DIR,
  });
  return details.filter((detail) => detail.file === "prices.yml");
}
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Row = { feet: number; low: number; high: number };

describe("a price is a sample detail only as a whole row equal to the sample's", () => {
  it("a height row with one price of the owner's is theirs; an untouched row still counts, named as the owner reads it", () => {
    let changed = "";
    let untouched: Row | undefined;
    const details = pricesLeftAsSample((prices) => {
      const index = prices.materials.findIndex((m) => (m["heights"] as Row[]).length > 1);
      const heights = prices.materials[index]!["heights"] as Row[];
      // The low price changed, the height and the high price left as the sample's.
      heights[0]!.low += 1;
      changed = `prices.materials.${index}.heights.0`;
      untouched = heights[1];
    });
    const places = details.map((detail) => detail.path.join("."));
    expect(places.filter((place) => place.startsWith(changed))).toEqual([]);
    const row = details.find((detail) => detail.path.join(".") === changed.replace(/0$/, "1"));
    expect(row?.value).toBe(`${untouched!.feet} ft: $${untouched!.low} – $${untouched!.high} a foot`);
  });

  it("a gate or removal with one end of the owner's is theirs", () => {
    const details = pricesLeftAsSample((prices) => {
      for (const material of prices.materials) {
        (material["walkGate"] as Row).high += 1;
        (material["driveGate"] as Row).low += 1;
      }
      (prices["removal"] as Row).low += 1;
    });
    const keys = details.map((detail) => detail.key);
    expect(keys.filter((key) => /^prices\..*(walkGate|driveGate|removal)/.test(key))).toEqual([]);
  });

  it("the rounding step is a setting: never a sample detail", () => {
    const details = pricesLeftAsSample(() => undefined);
    expect(details.map((detail) => detail.key)).not.toContain("prices.roundTo");
    // The sample's prices themselves still count (the test can fail).
    expect(details.some((detail) => detail.key.startsWith("prices.materials."))).toBe(true);
  });
});

describe("the days the inbox keeps a request and the projects a town page needs are settings", () => {
  it("left as shipped, they are never a sample detail; the sample's business still counts", () => {
    const { details } = sampleDetailsAndKept(loadContentReport(SAMPLE_CONTENT_DIR), {
      contentDir: SAMPLE_CONTENT_DIR,
      origin: "https://owner.example.net",
      shippedDir: SAMPLE_CONTENT_DIR,
    });
    const keys = details.map((detail) => detail.key);
    expect(loadContentReport(SAMPLE_CONTENT_DIR).content.forms.keepDays).toBeGreaterThan(0);
    expect(keys).not.toContain("forms.keepDays");
    expect(loadContentReport(SAMPLE_CONTENT_DIR).content.business.townPageProjects).toBeGreaterThan(0);
    expect(keys).not.toContain("business.townPageProjects");
    expect(keys).toContain("contact.phone");
  });
});

describe("the bulk tick confirms wording; each fact needs its own", () => {
  /** A copy of the frozen sample whose screen (`name`, Business and contact unless given) has `kept` ticked; its remaining details. */
  function businessTicked(kept: string[], name = "business.yml") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "setup-facts-"));
    copies.push(dir);
    cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
    const file = path.join(dir, name);
    const document = parseDocument(readFileSync(file, "utf8"));
    document.set(KEPT_SAMPLES_FIELD, document.createNode(kept));
    writeFileSync(file, document.toString());
    const { details } = sampleDetailsAndKept(loadContentReport(dir), {
      contentDir: dir,
      origin: "https://owner.example.net",
      shippedDir: SAMPLE_CONTENT_DIR,
    });
    return details.filter((detail) => detail.file === name).map((detail) => detail.key);
  }

  it("'Every wording in this list' leaves the shipped address, hours, towns, figures and promises unconfirmed", () => {
    const left = businessTicked([ALL_ON_THIS_SCREEN]);
    for (const fact of ["contact.address", "contact.hours", "business.projectsCompleted", "business.warranty"])
      expect(left, fact).toContain(fact);
    expect(left.some((key) => key.startsWith("serviceAreas."))).toBe(true);
    // Wording is confirmed by it.
    expect(left).not.toContain("business.tagline");
  });

  it("on the Pages screen it confirms the wording, not the promises: reasons, promises, the reply time (decision 0027)", () => {
    const left = businessTicked([ALL_ON_THIS_SCREEN], "pages.yml");
    for (const list of ["pages.home.reasons.", "pages.home.promises.", "pages.contact.nextSteps."])
      expect(
        left.some((key) => key.startsWith(list)),
        list,
      ).toBe(true);
    for (const promise of ["pages.home.aboutHeading", "pages.services.introPromise", "pages.contact.detailsText"])
      expect(left, promise).toContain(promise);
    // A heading that promises nothing is wording.
    expect(left).not.toContain("pages.home.whyHeading");
    // A reason's own tick confirms it.
    const reason = left.find((key) => key.startsWith("pages.home.reasons."))!;
    expect(businessTicked([ALL_ON_THIS_SCREEN, reason], "pages.yml")).not.toContain(reason);
  });

  it("without a warranty, the promises shown only beside it (the box of promises, the Services page's warranty line) are no sample detail", () => {
    const withWarranty = businessTicked([], "pages.yml");
    expect(withWarranty).toContain("pages.services.warrantyNote");
    expect(withWarranty.some((key) => key.startsWith("pages.home.promises."))).toBe(true);
    const dir = mkdtempSync(path.join(os.tmpdir(), "setup-warranty-"));
    copies.push(dir);
    cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
    const file = path.join(dir, "business.yml");
    const document = parseDocument(readFileSync(file, "utf8"));
    document.setIn(["business", "warranty"], "");
    writeFileSync(file, document.toString());
    const left = sampleDetailsAndKept(loadContentReport(dir), {
      contentDir: dir,
      origin: "https://owner.example.net",
      shippedDir: SAMPLE_CONTENT_DIR,
    }).details.map((detail) => detail.key);
    expect(
      left.filter((key) => key === "pages.services.warrantyNote" || key.startsWith("pages.home.promises.")),
    ).toEqual([]);
    // The other promises are still listed.
    expect(left).toContain("pages.services.introPromise");
  });

  it("the region served is a fact of its own: the bulk tick leaves it, its own tick confirms it", () => {
    expect(businessTicked([ALL_ON_THIS_SCREEN])).toContain("business.region");
    expect(businessTicked([ALL_ON_THIS_SCREEN, "business.region"])).not.toContain("business.region");
  });

  it("a text naming the owner's facts only by placeholder is no sample detail; one in the example's own voice still is (decision 0033)", () => {
    const pages = businessTicked([], "pages.yml");
    const business = businessTicked([]);
    const sample = (file: string) => readFileSync(path.join(SAMPLE_CONTENT_DIR, file), "utf8");
    // As shipped, these name the town, region, offerings or a count only by placeholder.
    expect(sample("pages.yml")).toMatch(/title: Fence Company in \{town\}, \{state\}/);
    expect(sample("business.yml")).toMatch(/tagline: .*\{REGION\}/);
    for (const text of [
      "pages.home.title",
      "pages.home.serviceAreaHeading",
      "pages.home.whyIntro",
      "pages.gallery.title",
    ])
      expect(pages, text).not.toContain(text);
    expect(business).not.toContain("business.tagline");
    // With placeholders, but in the example company's voice or a promise: still the owner's to word.
    for (const text of ["pages.home.intro", "pages.home.aboutText", "pages.services.introPromise"])
      expect(pages, text).toContain(text);
    expect(business).toContain("business.description");
    // Wording without placeholders is still listed.
    expect(pages).toContain("pages.home.whyHeading");
  });

  it("a fact's own tick confirms it", () => {
    const left = businessTicked([ALL_ON_THIS_SCREEN, "contact.address"]);
    expect(left).not.toContain("contact.address");
    expect(left).toContain("contact.hours");
  });
});

describe("settings and common words are no sample details", () => {
  it('the kinds of property and the "+" after the projects completed, as shipped, keep no site out of search engines', () => {
    const { details } = sampleDetailsAndKept(loadContentReport(SAMPLE_CONTENT_DIR), {
      contentDir: SAMPLE_CONTENT_DIR,
      origin: "https://owner.example.net",
      shippedDir: SAMPLE_CONTENT_DIR,
    });
    expect(details.length).toBeGreaterThan(0);
    const keys = details.map((detail) => detail.key);
    expect(
      keys.filter((key) => key.startsWith("forms.propertyTypes") || key.includes("projectsCompletedPlus")),
    ).toEqual([]);
  });
});

describe("what no page shows is no sample detail (decision 0048)", () => {
  /** The sample details of a copy of the sample with drawn samples off and `ownPhotos` uploaded. */
  function drawnOff(ownPhotos: string[]) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "setup-projects-"));
    copies.push(dir);
    cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
    const gallery = path.join(dir, "gallery.yml");
    const document = parseDocument(readFileSync(gallery, "utf8"));
    document.setIn(["pictures", "drawnSamples"], false);
    writeFileSync(gallery, document.toString());
    mkdirSync(path.join(dir, "images", "projects"), { recursive: true });
    for (const name of ownPhotos) writeFileSync(path.join(dir, "images", "projects", `${name}.jpg`), "");
    return sampleDetailsAndKept(loadContentReport(dir), {
      contentDir: dir,
      origin: "https://owner.example.net",
      shippedDir: SAMPLE_CONTENT_DIR,
    }).details;
  }
  /** Those of the Projects screen. */
  const projectsLeft = (ownPhotos: string[]) => drawnOff(ownPhotos).filter((detail) => detail.file === "projects.yml");
  const sampleProjects = () =>
    parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, "projects.yml"), "utf8")) as {
      projects: { title: string; photos: { image: string; alt: string }[] }[];
    };

  it("with drawn samples off, the sample's projects and the words around projects are left out, so none is listed", () => {
    const { details: shipped } = sampleDetailsAndKept(loadContentReport(SAMPLE_CONTENT_DIR), {
      contentDir: SAMPLE_CONTENT_DIR,
      origin: "https://owner.example.net",
      shippedDir: SAMPLE_CONTENT_DIR,
    });
    const listed = shipped.filter((detail) => detail.file === "projects.yml").map((detail) => detail.value);
    expect(listed).toEqual(expect.arrayContaining(sampleProjects().projects.map((project) => project.title)));
    expect(listed.some((value) => value === "Recent projects")).toBe(true);
    expect(projectsLeft([])).toEqual([]);
  });

  it("with drawn samples off, the build finds none of what it finds only with them on, so the editor's preview may drop the last build's word on it", () => {
    const found = (details: { key: string }[]) =>
      details.map((detail) => detail.key).filter((key) => ONLY_WITH_DRAWN_SAMPLES.has(key));
    const { details: shipped } = sampleDetailsAndKept(loadContentReport(SAMPLE_CONTENT_DIR), {
      contentDir: SAMPLE_CONTENT_DIR,
      origin: "https://owner.example.net",
      shippedDir: SAMPLE_CONTENT_DIR,
    });
    expect(found(shipped)).toEqual(expect.arrayContaining([...ONLY_WITH_DRAWN_SAMPLES]));
    expect(found(drawnOff([]))).toEqual([]);
  });

  it("without a material priced, no page posts prices: the removal, the minimum job and the estimator's words are not listed", () => {
    const withOne = pricesLeftAsSample((prices) => prices.materials.splice(1)).map((detail) => detail.path.join("."));
    expect(withOne).toEqual(expect.arrayContaining(["prices.removal", "prices.minimumJob", "estimator.heading"]));
    expect(pricesLeftAsSample((prices) => prices.materials.splice(0))).toEqual([]);
  });

  it("a project with a photo of the owner's is shown: its title and the words around projects are listed, its drawn photos' words are not", () => {
    const [first, second] = sampleProjects().projects;
    const own = first!.photos[0]!;
    const values = projectsLeft([own.image]).map((detail) => detail.value);
    expect(values).toContain(first!.title);
    expect(values).toContain(own.alt);
    expect(values).toContain("Recent projects");
    for (const photo of first!.photos.slice(1)) expect(values).not.toContain(photo.alt);
    expect(values).not.toContain(second!.title);
  });
});

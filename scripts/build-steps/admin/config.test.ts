// @vitest-environment jsdom
// jsdom: the editor's e-mail and address fields are judged by a browser's own input, as Sveltia does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { EditorField } from "~/content/editor";
import { SAMPLE_CONTENT_DIR } from "~/content/dir.mjs";
import { CONTENT_FILES } from "~/content/files";
import { contentSchema } from "~/content/schema";
import { editorConfig } from "./config.mjs";
import { editorAccepts, fieldAt, sveltiaConfigProblems } from "./sveltia";

type Screen = { name: string; file: string; format: string; fields: EditorField[] };
let config: { singletons: Screen[] } & Record<string, unknown>;
let editorFields: EditorField[];
beforeAll(async () => {
  config = (await editorConfig({})).config as typeof config;
  editorFields = config.singletons.flatMap((screen) => screen.fields);
});

describe("the editor's configuration, made from the content schema", () => {
  it("is accepted by the pinned Sveltia CMS: every setting is one its settings schema knows", () => {
    expect(config.singletons.length).toBeGreaterThan(0);
    expect(sveltiaConfigProblems(config)).toEqual([]);
  });

  it("a setting Sveltia does not know is reported with its place", () => {
    const wrong = structuredClone(config);
    const faq = wrong.singletons.find((screen) => screen.name === "faq")!;
    Object.assign(faq.fields[0]!, { maxItems: 20 });
    expect(sveltiaConfigProblems(wrong)).toContain(
      `config.singletons.${wrong.singletons.indexOf(faq)}.fields.0.maxItems: not a setting`,
    );
  });

  it("offers a photo's kind of work as a choice of the Services screen's services, saved as their short address names", () => {
    const kind = fieldAt(editorFields, "gallery.photos[].type");
    const services = config.singletons.find((screen) => screen.file === "content/services.yml")!;
    expect(kind).toMatchObject({ widget: "relation", collection: "_singletons", file: services.name });
    // Each name the choice reads is a field of that screen: the choices are its services.
    const place = (name: unknown) => String(name).replaceAll(".*", "[]");
    expect(fieldAt(services.fields, place(kind.value_field)).label).toBe("Short address name");
    for (const shown of [kind.display_fields, kind.search_fields].flat())
      expect(fieldAt(services.fields, place(shown)).label).toBe("Title");
    // A service's short address name is a kind of work the build accepts.
    const [first] = written.services as { id: string }[];
    expect(contentSchema.safeParse(withValue("gallery.photos[].type", first!.id)).success).toBe(true);
  });

  it("offers a review's project as a choice of the Projects screen's projects, shown and saved as their titles", () => {
    const choice = fieldAt(editorFields, "reviews[].project");
    const projects = config.singletons.find((screen) => screen.file === "content/projects.yml")!;
    expect(choice).toMatchObject({ widget: "relation", collection: "_singletons", file: projects.name });
    const place = (name: unknown) => String(name).replaceAll(".*", "[]");
    for (const read of [choice.value_field, choice.display_fields, choice.search_fields].flat())
      expect(fieldAt(projects.fields, place(read)).label).toBe("Title");
    // A project's title is a choice the build accepts.
    const [first] = written.projects as { title: string }[];
    expect(contentSchema.safeParse(withValue("reviews[].project", first!.title)).success).toBe(true);
  });

  it("has one screen per content file, editing exactly the fields that file holds", () => {
    const screens = Object.fromEntries(
      config.singletons.map((screen) => [screen.file, screen.fields.map((field) => field.name).sort()]),
    );
    const files = Object.fromEntries(
      Object.entries(CONTENT_FILES).map(([name, fields]) => [`content/${name}`, [...fields].sort()]),
    );
    expect(screens).toEqual(files);
    for (const screen of config.singletons) expect(screen.format, screen.file).toBe("yaml");
  });
});

/** The sample's content files (before the schema), merged: a value for every field, whatever content/ holds. */
const written = Object.assign(
  {},
  ...Object.keys(CONTENT_FILES).map(
    (name) => parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, name), "utf8")) as object,
  ),
) as Record<string, unknown>;

/** An item for a list shipped empty (the gallery's descriptions): a photo's. */
const NEW_ITEM = { file: "photo.jpg" };

/** A copy of the content with `value` at `path` ("contact.hours[].opens": the first row's); undefined leaves it out. */
function withValue(fieldPath: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(written);
  const keys = fieldPath.split(".").flatMap((part) => (part.endsWith("[]") ? [part.slice(0, -2), 0] : [part]));
  let node = copy as Record<string | number, unknown>;
  // An empty list (the gallery's) gets the item the value goes in.
  for (const key of keys.slice(0, -1))
    node = (node[key] ??= structuredClone(NEW_ITEM)) as Record<string | number, unknown>;
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy;
}

/**
 * Whether the editor saves `value` at `path`, and whether the build accepts the file it then writes:
 * an optional field left empty ("", an empty list) is left out of it (output.omit_empty_optional_fields).
 */
function verdicts(fieldPath: string, value: unknown) {
  const field = fieldAt(editorFields, fieldPath);
  const empty = value === "" || value === null || (Array.isArray(value) && value.length === 0);
  const saved = field.required === false && empty ? undefined : value;
  return {
    build: contentSchema.safeParse(withValue(fieldPath, saved)).success,
    editor: editorAccepts(field, value, document),
  };
}

/** Values each rule must accept and refuse, on both sides. */
const EXAMPLES: Record<string, { valid: unknown[]; invalid: unknown[] }> = {
  "business.website": {
    valid: ["https://www.acmefence.com", "https://acmefence.com/fences", " https://acmefence.com "],
    invalid: [
      "acmefence.com",
      "www.acmefence.com",
      "http://www.acmefence.com",
      "https://www.acmefence.com/",
      "https://acme fence.com",
      "ftp://acmefence.com",
      "",
    ],
  },
  "contact.phone": {
    valid: ["(662) 393-0142", "662-393-0142", "662.393.0142", "6623930142", "+1 662 393 0142", " (901) 393-0187 "],
    invalid: ["393-0142", "(062) 393-0142", "662-393-014", "(662) 393-01422", "call us", ""],
  },
  "contact.email": {
    valid: [
      "office@acmefence.com",
      "first.last+quote@mail.acme-fence.co",
      "o'brien@acmefence.com",
      " office@acmefence.com ",
    ],
    invalid: [
      "office@acmefence",
      "office acmefence.com",
      "office@@acmefence.com",
      "@acmefence.com",
      "office@-acme.com",
      "",
    ],
  },
  "contact.address.postalCode": { valid: ["38654", " 38654 "], invalid: ["3865", "38654-1234", "ABCDE", ""] },
  "contact.address.region": { valid: ["MS", "TN"], invalid: ["ms", "Miss", ""] },
  "contact.hours[].opens": { valid: ["07:00", "00:00", " 23:59"], invalid: ["7:00", "24:00", "07:60", "7am"] },
  "contact.hours[].closes": { valid: ["19:00", "12:30"], invalid: ["7pm", "19.00", "25:00"] },
  "social[].url": {
    valid: ["https://www.facebook.com/acmefence", "https://instagram.com/acme.fence"],
    invalid: ["http://www.facebook.com/acmefence", "facebook.com/acmefence", "https://www.facebook.com/acme fence", ""],
  },
  "business.description": { valid: ["x".repeat(160)], invalid: ["x".repeat(161), " "] },
  "business.projectsCompleted": { valid: [1, 500], invalid: [0, -3] },
  "serviceAreas[].lat": { valid: [34.9, -90, 90], invalid: [90.5, -91] },
  "serviceAreas[].lon": { valid: [-89.9, 180], invalid: [-180.5, 181] },
  "badges.cards[].image": {
    valid: ["/badges/visa.svg", "/badges/cards/visa-2.png"],
    invalid: ["badges/visa.svg", "/badges/visa.gif"],
  },
  "faq[].id": { valid: ["warranty", "how-long"], invalid: ["Warranty", "how long", "q1"] },
  "services[].images[].image": {
    valid: ["wood-1", "wood-1.webp", "wood-1.JPG".toLowerCase()],
    invalid: ["Wood 1", "wood-1.gif", "-wood"],
  },
  "gallery.photos[].file": {
    valid: ["smith-backyard.jpg", "IMG_0001.JPG", "yard.webp"],
    invalid: ["gallery/yard.jpg", "yard.gif", "yard"],
  },
  // The Prices screen (content/prices.yml).
  "prices.materials[].name": { valid: ["Wood privacy", "x".repeat(40)], invalid: ["x".repeat(41), "Wood {6}", ""] },
  "prices.materials[].heights[].feet": { valid: [1, 6, 20], invalid: [0, 21, -4] },
  "prices.materials[].heights[].low": { valid: [0, 12, 12.5], invalid: [-1, 100_001] },
  "prices.materials[].walkGate.high": { valid: [400, 100_000], invalid: [100_001, -1] },
  "prices.removal.low": { valid: [0, 3, 2.75], invalid: [-0.5] },
  "prices.minimumJob": { valid: [0, 1500, 100_000], invalid: [-1, 100_001] },
  "prices.roundTo": { valid: [1, 100, 1000], invalid: [0, 1001] },
  "prices.asOf": {
    valid: ["2026-03-01", "2027-12-31", " 2026-06-01 "],
    invalid: ["2026-3-1", "03/01/2026", "2026-13-01", "2026-02-32", "March 1, 2026", ""],
  },
  "prices.disclaimer": { valid: ["A ballpark, not a quote.", "x".repeat(400)], invalid: ["x".repeat(401), " "] },
  "estimator.result": {
    valid: ["About {low} – {high}", "From {low} to {high}", "Call us"],
    invalid: ["About {lo} – {high}", "About {low – {high}", "{date}", ""],
  },
  "estimator.perFoot": {
    valid: ["{material}, {height}: {low} – {high} per foot"],
    invalid: ["{material} at {length}", "{}"],
  },
  "estimator.asOf": { valid: ["Prices as of {date}."], invalid: ["Prices as of {today}.", "Prices of {low}"] },
  "estimator.example": {
    valid: ["For example, {length} ft of {material} at {height}: {low} – {high}."],
    invalid: ["For example {date}"],
  },
  "estimator.lengthLabel": { valid: ["Fence length (feet)"], invalid: ["Length in {feet}", "x".repeat(41), ""] },
};

describe("the editor saves exactly what the build accepts", () => {
  it("the sample content is valid, so each verdict below is the value's alone", () => {
    expect(contentSchema.safeParse(written).success).toBe(true);
  });

  for (const [fieldPath, { valid, invalid }] of Object.entries(EXAMPLES)) {
    it(`${fieldPath}: accepts ${valid.length} and refuses ${invalid.length} examples, on both sides`, () => {
      for (const value of valid)
        expect(verdicts(fieldPath, value), JSON.stringify(value)).toEqual({ build: true, editor: true });
      for (const value of invalid)
        expect(verdicts(fieldPath, value), JSON.stringify(value)).toEqual({ build: false, editor: false });
    });
  }
});

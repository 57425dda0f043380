// @vitest-environment jsdom
// jsdom: the editor's e-mail and address fields are judged by a browser's own input, as Sveltia does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { SAMPLE_CONTENT_DIR } from "~/content/dir.mjs";
import { CONTENT_FILES } from "~/content/files";
import { LIST_LIMITS } from "~/content/listLimits";
import { PHONE_PATTERN } from "~/content/phone";
import { contentSchema } from "~/content/schema";
import { ADMIN_CONFIG_FILE } from "./build.mjs";
import { type EditorField, editorAccepts, editorField, editorRules, ruleDifferences, schemaRules } from "./fields";

type Singleton = { name: string; file: string; format?: string; fields: EditorField[] };
const config = parse(readFileSync(ADMIN_CONFIG_FILE, "utf8")) as { singletons: Singleton[] };
const schemaJson = z.toJSONSchema(contentSchema, { io: "input", unrepresentable: "any" });

describe("the editor (admin/config.yml) and the content schema agree", () => {
  it("one screen per content file, editing exactly the fields that file holds", () => {
    const screens = Object.fromEntries(
      config.singletons.map((screen) => [screen.file, screen.fields.map((field) => field.name).sort()]),
    );
    const files = Object.fromEntries(
      Object.entries(CONTENT_FILES).map(([name, fields]) => [`content/${name}`, [...fields].sort()]),
    );
    expect(screens).toEqual(files);
    for (const screen of config.singletons) expect(screen.format, screen.file).toBe("yaml");
  });

  it("every field has the same name, type, required flag, pattern, choices and limits on both sides", () => {
    const editor = editorRules(config.singletons.flatMap((screen) => screen.fields));
    const schema = schemaRules(schemaJson as Parameters<typeof schemaRules>[0]);
    expect(Object.keys(schema).length).toBeGreaterThan(60);
    expect(ruleDifferences(schema, editor)).toEqual([]);
  });

  it("each list the owner grows has the schema's limits in the editor", () => {
    const editor = editorRules(config.singletons.flatMap((screen) => screen.fields));
    const limits = Object.entries(LIST_LIMITS);
    expect(limits.length).toBeGreaterThan(0);
    for (const [list, { min, max }] of limits) expect(editor[list], list).toMatchObject({ type: "list", min, max });
  });

  it("reports a drift naming the field: a list length, a pattern, a missing field", () => {
    const schema = schemaRules(schemaJson as Parameters<typeof schemaRules>[0]);
    const drifted = structuredClone(config.singletons.flatMap((screen) => screen.fields));
    const faq = drifted.find((field) => field.name === "faq")!;
    const { min, max } = LIST_LIMITS.faq;
    faq.max = max + 1;
    faq.fields = faq.fields!.filter((field) => field.name !== "answer");
    const contact = drifted.find((field) => field.name === "contact")!;
    contact.fields!.find((field) => field.name === "phone")!.pattern = ["^\\d+$", "digits"];
    expect(ruleDifferences(schema, editorRules(drifted))).toEqual([
      `contact.phone: schema ${JSON.stringify({ pattern: new RegExp(PHONE_PATTERN).source, required: true, type: "string" })}, editor {"pattern":"^\\\\d+$","required":true,"type":"string"}`,
      `faq: schema {"max":${max},"min":${min},"required":true,"type":"list"}, editor {"max":${max + 1},"min":${min},"required":true,"type":"list"}`,
      "faq[].answer: in the schema, missing from the editor",
    ]);
  });
});

/** The sample's content files (before the schema), merged: a value for every field, whatever content/ holds. */
const written = Object.assign(
  {},
  ...Object.keys(CONTENT_FILES).map(
    (name) => parse(readFileSync(path.join(SAMPLE_CONTENT_DIR, name), "utf8")) as object,
  ),
) as Record<string, unknown>;
const editorFields = config.singletons.flatMap((screen) => screen.fields);

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
  const field = editorField(editorFields, fieldPath);
  const empty = value === "" || value === null || (Array.isArray(value) && value.length === 0);
  const saved = field.required === false && empty ? undefined : value;
  return {
    build: contentSchema.safeParse(withValue(fieldPath, saved)).success,
    editor: editorAccepts(field, value, document),
  };
}

/** `n` items like the list's first, each with its own id where ids must differ. */
function items(fieldPath: string, n: number): unknown[] {
  const keys = fieldPath.split(".").flatMap((part) => (part.endsWith("[]") ? [part.slice(0, -2), 0] : [part]));
  const list = keys.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    written,
  );
  const first = ((list as unknown[] | undefined) ?? [])[0] ?? NEW_ITEM;
  return Array.from({ length: n }, (_, i) => {
    const item = structuredClone(first) as Record<string, unknown>;
    const letters = String.fromCharCode(97 + (i % 26)).repeat(1 + Math.floor(i / 26));
    if (typeof item.id === "string") item.id = `item-${letters}`;
    if (typeof item.file === "string") item.file = `photo-${letters}.jpg`;
    return item;
  });
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
};

/**
 * Rules the editor cannot state field by field, so its preview pane names the problem instead
 * ("Not shown yet", tests/e2e/admin.spec.ts): a row of hours needs both times or "Closed all day";
 * each id is used once; the install days' "at least" is not above "at most".
 */
const ACROSS_FIELDS = new Set(["contact.hours[].opens", "contact.hours[].closes"]);

describe("the editor saves exactly what the build accepts", () => {
  for (const [fieldPath, { valid, invalid }] of Object.entries(EXAMPLES)) {
    it(`${fieldPath}: accepts ${valid.length} and refuses ${invalid.length} examples, on both sides`, () => {
      for (const value of valid)
        expect(verdicts(fieldPath, value), JSON.stringify(value)).toEqual({ build: true, editor: true });
      for (const value of invalid)
        expect(verdicts(fieldPath, value), JSON.stringify(value)).toEqual({ build: false, editor: false });
    });
  }

  it("every list's shortest and longest lengths, and one past each, get the same verdict", () => {
    const lists = Object.entries(editorRules(editorFields)).filter(([, rule]) => rule.type === "list");
    expect(lists.length).toBeGreaterThan(10);
    for (const [fieldPath, rule] of lists) {
      const lengths = [
        rule.min!,
        rule.min! - 1,
        ...(rule.max! < Infinity ? [rule.max!, rule.max! + 1] : [rule.min! + 3]),
      ];
      for (const n of lengths.filter((length) => length >= 0)) {
        const value =
          editorField(editorFields, fieldPath).widget === "select"
            ? ["Monday", "Tuesday", "Friday", "Sunday"].slice(0, n)
            : items(fieldPath, n);
        const allowed = n >= rule.min! && n <= rule.max!;
        expect(verdicts(fieldPath, value), `${fieldPath} with ${n}`).toEqual({ build: allowed, editor: allowed });
      }
    }
  });

  it("every field left empty: refused by both where required, accepted by both where not", () => {
    const fields = Object.entries(editorRules(editorFields)).filter(
      ([fieldPath, rule]) => rule.type !== "object" && rule.type !== "list" && !fieldPath.endsWith("[]"),
    );
    expect(fields.length).toBeGreaterThan(40);
    for (const [fieldPath, rule] of fields) {
      if (ACROSS_FIELDS.has(fieldPath)) continue;
      for (const empty of rule.type === "string" ? ["", "  ", undefined] : [undefined]) {
        const expected = rule.required ? { build: false, editor: false } : { build: true, editor: true };
        expect(verdicts(fieldPath, empty), `${fieldPath} = ${JSON.stringify(empty)}`).toEqual(expected);
      }
    }
  });

  it("a row of opening hours without times is saved only as closed all day, which the build also requires", () => {
    const row = { label: "Sun", days: ["Sunday"] };
    expect(contentSchema.safeParse(withValue("contact.hours[]", row)).success).toBe(false);
    expect(contentSchema.safeParse(withValue("contact.hours[]", { ...row, closed: true })).success).toBe(true);
  });
});

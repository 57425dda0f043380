import { z } from "zod";
import "./fieldMeta.ts";
import { SERVICE_CHOICE, SERVICE_ID_PATTERN } from "./serviceChoice.ts";

/**
 * The owner's prices (content/prices.yml, the editor's Prices screen) and the words of the price
 * section on /fences. The estimator turns them into a range; an empty list of materials means no
 * estimator and no price section at all. Each field's label and hint in the editor is its .meta().
 */

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** Dollars, cents allowed (a price per foot of 15.50); never below 0. */
const dollars = z.number().min(0, "must not be below 0").max(100_000, "must be at most 100,000 dollars");

/**
 * A low and a high price. Low above high would turn the range round: the build refuses it (the
 * editor cannot compare two fields, so its preview says so instead).
 */
const priceRange = (label: string, hint: string) =>
  z
    .object({ low: dollars.meta({ label: "Low" }), high: dollars.meta({ label: "High" }) })
    .refine((range) => range.low <= range.high, { message: "low must not be above high", path: ["high"] })
    .meta({ label, hint });

/**
 * A price the owner may leave out: the editor's "Add …" box unticked (it then saves null), or the
 * field deleted from the file. Left out, the estimator, the table and the worked example do without it.
 */
const notRequired = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value): z.output<T> | undefined => value ?? undefined);

/** Each word of `allowed` may appear in braces, nothing else may: "About {low} – {high}". */
export const placeholderPattern = (allowed: readonly string[]) =>
  allowed.length === 0 ? "^[^\\{\\}]*$" : `^[^\\{\\}]*(\\{(${allowed.join("|")})\\}[^\\{\\}]*)*$`;

/** A text of the price section, with braces only around the placeholders it may use. */
function text(max: number, allowed: readonly string[] = []) {
  const names = allowed.map((name) => `{${name}}`).join(", ");
  return nonEmpty
    .max(max, `must be at most ${max} characters`)
    .regex(
      new RegExp(placeholderPattern(allowed)),
      allowed.length ? `may have braces only around ${names}` : "must not have braces { }",
    );
}

/** A text the owner may empty, with no braces: blank or left out is none. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(new RegExp(placeholderPattern([])), "must not have braces { }")
    .nullish()
    .transform((value) => value || undefined);

/** A height the owner offers in a material, with its price per foot. */
const heightPrice = z
  .object({
    /** Height of the fence in feet, e.g. 6. */
    feet: z
      .number()
      .int()
      .min(1, "must be at least 1 foot")
      .max(20, "must be at most 20 feet")
      .meta({ label: "Height (feet)" }),
    /** Price per foot of fence, installed. */
    low: dollars.meta({ label: "Low price per foot ($)", hint: "Installed, in dollars, such as 15 or 15.50" }),
    high: dollars.meta({ label: "High price per foot ($)" }),
  })
  .refine((range) => range.low <= range.high, { message: "low must not be above high", path: ["high"] });

export const MATERIAL_LIMIT = 8;
export const HEIGHT_LIMIT = 6;

const material = z.object({
  /** As the visitor picks it and the request names it: "Wood privacy". */
  name: text(40).meta({ label: "Name", hint: "As visitors choose it, such as Wood privacy" }),
  /** The service whose own page shows this material's prices and opens the estimator on it. */
  service: z
    .string()
    .regex(SERVICE_ID_PATTERN, "must be lower-case letters and dashes")
    .nullish()
    .transform((id) => id || undefined)
    .optional()
    .meta({
      label: "Service",
      hint: "Optional: the service (the Services screen) whose own page shows these prices and opens the price estimator on this material.",
      widget: "relation",
      editor: SERVICE_CHOICE,
    }),
  heights: z
    .array(heightPrice)
    .min(1, "list at least one height")
    .max(HEIGHT_LIMIT, `at most ${HEIGHT_LIMIT} heights per material`)
    .refine((list) => new Set(list.map((h) => h.feet)).size === list.length, "lists a height twice")
    .meta({
      label: "Heights",
      hint: "Each height you build this material at, with its price per foot. Visitors choose among these.",
      editor: { label_singular: "height", summary: "{{fields.feet}} ft: ${{fields.low}} – ${{fields.high}} a foot" },
    }),
  /** Each gate, installed, in this material; left out, visitors cannot add that gate to this material. */
  walkGate: notRequired(
    priceRange(
      "Walk gate, each ($)",
      "Installed, in dollars. Leave it out if you do not price walk gates in this material: the estimator then asks for none.",
    ),
  ),
  driveGate: notRequired(
    priceRange(
      "Drive gate, each ($)",
      "Installed, in dollars. Leave it out if you do not price drive gates in this material: the estimator then asks for none.",
    ),
  ),
});

/** What the Prices screen holds. */
export const prices = z
  .object({
    /** None: no estimator and no price section on /fences. */
    materials: z
      .array(material)
      .max(MATERIAL_LIMIT, `at most ${MATERIAL_LIMIT} materials: the price table and the menu hold eight`)
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, "two materials have the same name")
      .default([])
      .meta({
        label: "Materials",
        hint: "Each material you build, up to eight. With none, the Fences page shows no prices.",
        editor: { label_singular: "material", summary: "{{fields.name}}" },
      }),
    /** Taking out the old fence and hauling it away, per foot; left out, the estimator offers no removal. */
    removal: notRequired(
      priceRange(
        "Old fence removal, per foot ($)",
        "Taking out the old fence and hauling it away. Leave it out if you do not price it: the estimator then offers no removal.",
      ),
    ),
    /** No job is priced below this; left out, no floor. */
    minimumJob: notRequired(
      dollars.meta({
        label: "Minimum job ($)",
        hint: "No price range goes below it. Leave it empty for none.",
      }),
    ),
    /** The range is rounded to this many dollars: low down, high up. */
    roundTo: z.number().int().min(1, "must be at least 1 dollar").max(1000, "must be at most 1,000 dollars").meta({
      label: "Round the range to ($)",
      hint: "Such as 100: the low end is rounded down and the high end up to a multiple of it",
    }),
    /** The day the prices were set: shown with the range and written in the request. */
    asOf: z
      .string()
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date such as 2026-03-01")
      .meta({
        label: "Prices set on",
        hint: "The day you set these prices, year-month-day such as 2026-03-01. Shown with the range and written in the request.",
      }),
    /** Stands next to the range: what the range is and is not. */
    disclaimer: text(400).meta({ label: "Disclaimer beside the range", widget: "text" }),
  })
  .meta({
    label: "Your prices",
    hint: "A visitor enters the length, material, height, gates and removal on the Fences page and sees a price range worked out from these. While a sample price is left, search engines are kept away.",
  });

/** The words of the price section on /fences (labels, hints, messages, headings), in the owner's words. */
export const estimator = z
  .object({
    heading: text(80).meta({ label: "Heading of the section" }),
    intro: text(400).meta({ label: "Sentence under the heading", widget: "text" }),
    lengthLabel: text(40).meta({ label: "Length field", hint: "Keep the unit in it, such as Fence length (feet)" }),
    lengthHint: text(160).meta({ label: "Hint under the length" }),
    materialLabel: text(40).meta({ label: "Material menu" }),
    /** The empty first choice of the material menu. */
    materialChoice: text(40).meta({ label: "Material menu, before a choice" }),
    heightLabel: text(40).meta({ label: "Height menu" }),
    heightChoice: text(40).meta({ label: "Height menu, before a choice" }),
    walkGatesLabel: text(40).meta({ label: "Walk gates field" }),
    driveGatesLabel: text(40).meta({ label: "Drive gates field" }),
    removalLabel: text(60).meta({ label: "Removal tick box" }),
    /** In the result's place until the length, material and height are in. */
    prompt: text(160).meta({
      label: "Where the range will be, before it is",
      hint: "Until the length, material and height are in",
    }),
    result: text(60, ["low", "high"]).meta({
      label: "The range",
      hint: "{low} and {high} are its two ends, such as About {low} – {high}",
    }),
    perFoot: text(120, ["material", "height", "low", "high"]).meta({
      label: "Price per foot, under the range",
      hint: "{material}, {height}, {low} and {high} are filled in",
    }),
    /** What the range covers: what every range includes, then gates and removal where they are asked for. */
    included: text(300).meta({
      label: "What the range includes",
      widget: "text",
      hint: "What every range covers, such as posts, panels and installation. The gates and removal follow in the two texts below, shown only where you price them.",
    }),
    includedGates: optionalText(200).meta({
      label: "What the range includes: gates",
      widget: "text",
      hint: "Shown after the text above while the estimator asks for gates (the chosen material has a gate price). Empty it to leave it out.",
    }),
    includedRemoval: optionalText(200).meta({
      label: "What the range includes: removal",
      widget: "text",
      hint: "Shown after the texts above while you price removal of the old fence. Empty it to leave it out.",
    }),
    asOf: text(80, ["date"]).meta({ label: "Date of the prices", hint: "{date} is the day your prices were set" }),
    lengthError: text(160).meta({ label: "Message for a length that is not a number" }),
    gatesError: text(160).meta({ label: "Message for a gate count that is not a number" }),
    requestButton: text(40).meta({ label: "Button that adds the range to the estimate request" }),
    /** Over the range in the estimate form once the visitor has sent it there. */
    requestNote: text(80).meta({ label: "Words over the range in the estimate form" }),
    tableHeading: text(80).meta({ label: "Heading of the price table" }),
    materialColumn: text(40).meta({ label: "Table column: material" }),
    heightColumn: text(40).meta({ label: "Table column: height" }),
    perFootColumn: text(40).meta({ label: "Table column: price per foot" }),
    walkGateColumn: text(40).meta({ label: "Table column: walk gate" }),
    driveGateColumn: text(40).meta({ label: "Table column: drive gate" }),
    removalRow: text(80).meta({ label: "Table line: removal per foot" }),
    minimumJobRow: text(80).meta({ label: "Table line: minimum job" }),
    /** One job worked out from the first material's first height: 150 ft, one walk gate, the old fence removed. */
    example: text(300, ["length", "material", "height", "low", "high"]).meta({
      label: "Worked example under the table",
      widget: "text",
      hint: "150 ft of your first material at its first height, one walk gate, the old fence removed: {length}, {material}, {height}, {low} and {high} are filled in. Shown only while your first material has a walk gate price and removal is priced.",
    }),
  })
  .meta({
    label: "Words of the price section",
    hint: "The headings, labels, hints and messages of the price section on the Fences page.",
    editor: { collapsed: true },
  });

export type Prices = z.infer<typeof prices>;
export type EstimatorTexts = z.infer<typeof estimator>;
export type Material = Prices["materials"][number];

import { z } from "zod";

/**
 * The owner's prices (content/prices.yml, the editor's Prices screen) and the words of the price
 * section on /fences. The estimator turns them into a range; an empty list of materials means no
 * estimator and no price section at all.
 */

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** Dollars, cents allowed (a price per foot of 15.50); never below 0. */
const dollars = z.number().min(0, "must not be below 0").max(100_000, "must be at most 100,000 dollars");

/**
 * A low and a high price. Low above high would turn the range round: the build refuses it (the
 * editor cannot compare two fields, so its preview says so instead).
 */
const priceRange = z
  .object({ low: dollars, high: dollars })
  .refine((range) => range.low <= range.high, { message: "low must not be above high", path: ["high"] });

/** Each word of `allowed` may appear in braces, nothing else may: "About {low} – {high}". */
export const placeholderPattern = (allowed: readonly string[]) =>
  allowed.length === 0 ? "^[^{}]*$" : `^[^{}]*(\\{(${allowed.join("|")})\\}[^{}]*)*$`;

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

/** A height the owner offers in a material, with its price per foot. */
const heightPrice = z
  .object({
    /** Height of the fence in feet, e.g. 6. */
    feet: z.number().int().min(1, "must be at least 1 foot").max(20, "must be at most 20 feet"),
    /** Price per foot of fence, installed. */
    low: dollars,
    high: dollars,
  })
  .refine((range) => range.low <= range.high, { message: "low must not be above high", path: ["high"] });

export const MATERIAL_LIMIT = 8;
export const HEIGHT_LIMIT = 6;

const material = z.object({
  /** As the visitor picks it and the request names it: "Wood privacy". */
  name: text(40),
  heights: z
    .array(heightPrice)
    .min(1, "list at least one height")
    .max(HEIGHT_LIMIT, `at most ${HEIGHT_LIMIT} heights per material`)
    .refine((list) => new Set(list.map((h) => h.feet)).size === list.length, "lists a height twice"),
  /** Each gate, installed, in this material. */
  walkGate: priceRange,
  driveGate: priceRange,
});

/** What the Prices screen holds. */
export const prices = z.object({
  /** None: no estimator and no price section on /fences. */
  materials: z
    .array(material)
    .max(MATERIAL_LIMIT, `at most ${MATERIAL_LIMIT} materials: the price table and the menu hold eight`)
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, "two materials have the same name")
    .default([]),
  /** Taking out the old fence and hauling it away, per foot. */
  removal: priceRange,
  /** No job is priced below this. */
  minimumJob: dollars,
  /** The range is rounded to this many dollars: low down, high up. */
  roundTo: z.number().int().min(1, "must be at least 1 dollar").max(1000, "must be at most 1,000 dollars"),
  /** The day the prices were set: shown with the range and written in the request. */
  asOf: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "must be a date such as 2026-03-01"),
  /** Stands next to the range: what the range is and is not. */
  disclaimer: text(400),
});

/** The words of the price section on /fences (labels, hints, messages, headings), in the owner's words. */
export const estimator = z.object({
  heading: text(80),
  intro: text(400),
  lengthLabel: text(40),
  lengthHint: text(160),
  materialLabel: text(40),
  /** The empty first choice of the material menu. */
  materialChoice: text(40),
  heightLabel: text(40),
  heightChoice: text(40),
  walkGatesLabel: text(40),
  driveGatesLabel: text(40),
  removalLabel: text(60),
  /** In the result's place until the length, material and height are in. */
  prompt: text(160),
  result: text(60, ["low", "high"]),
  perFoot: text(120, ["material", "height", "low", "high"]),
  /** What the range covers. */
  included: text(300),
  asOf: text(80, ["date"]),
  lengthError: text(160),
  gatesError: text(160),
  requestButton: text(40),
  /** Over the range in the estimate form once the visitor has sent it there. */
  requestNote: text(80),
  tableHeading: text(80),
  materialColumn: text(40),
  heightColumn: text(40),
  perFootColumn: text(40),
  walkGateColumn: text(40),
  driveGateColumn: text(40),
  removalRow: text(80),
  minimumJobRow: text(80),
  /** One job worked out from the first material's first height: 150 ft, one walk gate, the old fence removed. */
  example: text(300, ["length", "material", "height", "low", "high"]),
});

export type Prices = z.infer<typeof prices>;
export type EstimatorTexts = z.infer<typeof estimator>;
export type Material = Prices["materials"][number];

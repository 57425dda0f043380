import type { EstimatorTexts, Material, Prices } from "~/content/pricesSchema";

/**
 * The arithmetic of the price range on /fences, from the owner's prices (content/prices.yml). The
 * estimator island, the price table's worked example and the request line all come from here.
 */

/** What the visitor asked for, read and checked. */
export interface EstimateInput {
  lengthFeet: number;
  material: Material;
  heightFeet: number;
  walkGates: number;
  driveGates: number;
  removal: boolean;
}

export interface PriceRange {
  low: number;
  high: number;
}

export type Estimate =
  | { kind: "range"; range: PriceRange; perFoot: PriceRange }
  /** The material is not built at that height (the visitor changed material after the height). */
  | { kind: "heightNotOffered" };

/** Cents, so that 150 × 7.1 is 1065 and not 1064.9999999999998 before it is rounded to the step. */
const toCents = (dollars: number) => Math.round(dollars * 100) / 100;

/** What the owner prices: a gate of a material, and removal, may be left out of the prices. */
export const pricesWalkGates = (material: Material) => material.walkGate !== undefined;
export const pricesDriveGates = (material: Material) => material.driveGate !== undefined;
export const pricesRemoval = (prices: Prices) => prices.removal !== undefined;

/**
 * The range for one job. Each end is the larger of the minimum job (where the owner sets one) and
 * length × price per foot + gates + removal, with the low prices for the low end and the high for
 * the high; then the low end is rounded down and the high end up to the owner's step, so the range
 * never claims more precision than a ballpark has and always contains the unrounded figures. What
 * the owner does not price (a gate of this material, removal) adds nothing: readFields never asks
 * for it.
 */
export function estimate(prices: Prices, input: EstimateInput): Estimate {
  const height = input.material.heights.find((h) => h.feet === input.heightFeet);
  if (!height) return { kind: "heightNotOffered" };
  const { walkGate, driveGate } = input.material;
  const end = (side: "low" | "high") =>
    Math.max(
      prices.minimumJob ?? 0,
      toCents(
        input.lengthFeet * height[side] +
          (walkGate ? input.walkGates * walkGate[side] : 0) +
          (driveGate ? input.driveGates * driveGate[side] : 0) +
          (input.removal && prices.removal ? input.lengthFeet * prices.removal[side] : 0),
      ),
    );
  const step = prices.roundTo;
  return {
    kind: "range",
    range: { low: Math.floor(end("low") / step) * step, high: Math.ceil(end("high") / step) * step },
    perFoot: { low: height.low, high: height.high },
  };
}

/** The longest fence and the most gates the estimator prices: beyond them, a visitor calls. */
export const MAX_LENGTH_FEET = 99_999;
export const MAX_GATES = 99;

/**
 * A whole number as a visitor types it ("150", "1,500", " 2 "), or null when it is not one or is
 * outside min..max.
 */
export function parseWholeNumber(text: string, min: number, max: number): number | null {
  const digits = text.replace(/[\s,]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return value >= min && value <= max ? value : null;
}

/** The estimator's fields as typed and chosen. */
export interface EstimateFields {
  length: string;
  material: string;
  height: string;
  walkGates: string;
  driveGates: string;
  removal: boolean;
}

export type FieldError = "length" | "walkGates" | "driveGates";

export interface ReadFields {
  /** The fields whose text is not a number the estimator takes. */
  errors: FieldError[];
  /** Set when every field is in and none is wrong. */
  input?: EstimateInput;
}

/** The gate fields the estimator shows: those the chosen material prices, before a choice those any material prices. */
export function gateFieldsShown(prices: Prices, material: Material | undefined) {
  const offered = material ? [material] : prices.materials;
  return { walkGates: offered.some(pricesWalkGates), driveGates: offered.some(pricesDriveGates) };
}

/**
 * Reads the fields. An empty length, material or height is not a mistake, only not finished; an
 * empty gate count is no gates. A gate count of a gate the chosen material is not priced for, and
 * removal where the owner prices none, are not asked for: their fields are not shown, and they count
 * as none.
 */
export function readFields(prices: Prices, fields: EstimateFields): ReadFields {
  const errors: FieldError[] = [];
  const lengthFeet = fields.length.trim() === "" ? undefined : parseWholeNumber(fields.length, 1, MAX_LENGTH_FEET);
  if (lengthFeet === null) errors.push("length");
  const material = prices.materials.find((m) => m.name === fields.material);
  const shown = gateFieldsShown(prices, material);
  const count = (field: "walkGates" | "driveGates") => {
    if (!shown[field] || fields[field].trim() === "") return 0;
    const value = parseWholeNumber(fields[field], 0, MAX_GATES);
    if (value === null) errors.push(field);
    return value;
  };
  const walkGates = count("walkGates");
  const driveGates = count("driveGates");
  if (lengthFeet == null || walkGates === null || driveGates === null || !material || fields.height === "") {
    return { errors };
  }
  const input = {
    lengthFeet,
    material,
    heightFeet: Number(fields.height),
    walkGates,
    driveGates,
    removal: fields.removal && pricesRemoval(prices),
  };
  return { errors, input };
}

/** Dollars as a visitor reads them: "$4,300", "$7.50" for a price with cents. */
export function formatDollars(dollars: number): string {
  const cents = Math.round(dollars * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return cents % 100 === 0 ? `$${whole}` : `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** A height as the menus and the table show it: "6 ft". */
export const formatHeight = (feet: number) => `${feet} ft`;

/** A text of the price section with its {placeholders} filled in. */
export function fillIn(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The worked example of the price table: 150 ft of the first material at its first height, one walk gate, removal. */
export const EXAMPLE_LENGTH_FEET = 150;

/**
 * The worked example, where its words hold: the first material at its first height with one walk
 * gate and removal, so only while that material prices a walk gate and the owner prices removal.
 */
export function workedExample(prices: Prices): { input: EstimateInput; range: PriceRange } | undefined {
  const material = prices.materials[0];
  const height = material?.heights[0];
  if (!material || !height || !pricesWalkGates(material) || !pricesRemoval(prices)) return undefined;
  const input: EstimateInput = {
    lengthFeet: EXAMPLE_LENGTH_FEET,
    material,
    heightFeet: height.feet,
    walkGates: 1,
    driveGates: 0,
    removal: true,
  };
  const result = estimate(prices, input);
  return result.kind === "range" ? { input, range: result.range } : undefined;
}

/** "1 walk gate", "2 drive gates". */
const gates = (count: number, kind: string) => `${count} ${kind} gate${count === 1 ? "" : "s"}`;

/**
 * The line the estimate request carries, after "Website ballpark: ", e.g.
 * "$4,300–$6,100 (150 ft Wood privacy 6 ft, 1 walk gate, removal; prices of 2026-03-01)". Written
 * for the owner, who reads it in the request like the draft's other lines (requestDrafts.ts).
 */
export function ballparkLine(prices: Prices, input: EstimateInput, range: PriceRange): string {
  const parts = [`${input.lengthFeet} ft ${input.material.name} ${formatHeight(input.heightFeet)}`];
  if (input.walkGates > 0) parts.push(gates(input.walkGates, "walk"));
  if (input.driveGates > 0) parts.push(gates(input.driveGates, "drive"));
  if (input.removal) parts.push("removal");
  return `${formatDollars(range.low)}–${formatDollars(range.high)} (${parts.join(", ")}; prices of ${prices.asOf})`;
}

/**
 * What the range includes, in the owner's words: what every range covers, then the gates' sentence
 * while the estimator asks for gates and the removal's while the owner prices removal, so no
 * sentence names what the visitor cannot choose.
 */
export function includedText(
  texts: Pick<EstimatorTexts, "included" | "includedGates" | "includedRemoval">,
  asked: { gates: boolean; removal: boolean },
): string {
  return [texts.included, asked.gates && texts.includedGates, asked.removal && texts.includedRemoval]
    .filter(Boolean)
    .join(" ");
}

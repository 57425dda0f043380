import { describe, expect, it } from "vitest";
import type { Prices } from "~/content/pricesSchema";
import {
  ballparkLine,
  estimate,
  fillIn,
  formatDollars,
  gateFieldsShown,
  includedText,
  parseWholeNumber,
  readFields,
  workedExample,
  type EstimateInput,
} from "./estimate";

/** Prices made for these sums (not the shipped samples): every figure easy to check by hand. */
const PRICES: Prices = {
  materials: [
    {
      name: "Wood",
      heights: [
        { feet: 6, low: 20, high: 30 },
        { feet: 8, low: 25, high: 40 },
      ],
      walkGate: { low: 200, high: 300 },
      driveGate: { low: 500, high: 900 },
    },
    {
      name: "Chain link",
      heights: [{ feet: 4, low: 7.5, high: 12.35 }],
      walkGate: { low: 100, high: 150 },
      driveGate: { low: 300, high: 450 },
    },
  ],
  removal: { low: 3, high: 5 },
  minimumJob: 1000,
  roundTo: 100,
  asOf: "2026-03-01",
  disclaimer: "A ballpark.",
};
const [WOOD, CHAIN] = PRICES.materials as [Prices["materials"][number], Prices["materials"][number]];

const job = (input: Partial<EstimateInput>): EstimateInput => ({
  lengthFeet: 100,
  material: WOOD,
  heightFeet: 6,
  walkGates: 0,
  driveGates: 0,
  removal: false,
  ...input,
});

describe("estimate", () => {
  it("length × price per foot, low and high, as a range of two different ends", () => {
    // 150 × 20 = 3,000 and 150 × 30 = 4,500: already on the step.
    expect(estimate(PRICES, job({ lengthFeet: 150 }))).toEqual({
      kind: "range",
      range: { low: 3000, high: 4500 },
      perFoot: { low: 20, high: 30 },
    });
  });

  it("adds each gate at its own price, and the removal per foot", () => {
    // low 100 × 25 + 2 × 200 + 1 × 500 + 100 × 3 = 3,700; high 100 × 40 + 2 × 300 + 900 + 100 × 5 = 6,000.
    const result = estimate(PRICES, job({ heightFeet: 8, walkGates: 2, driveGates: 1, removal: true }));
    expect(result).toMatchObject({ range: { low: 3700, high: 6000 }, perFoot: { low: 25, high: 40 } });
  });

  it("never goes below the minimum job, at either end", () => {
    // 10 × 20 = 200 and 10 × 30 = 300: both ends become the minimum of 1,000.
    expect(estimate(PRICES, job({ lengthFeet: 10 }))).toMatchObject({ range: { low: 1000, high: 1000 } });
    // 40 × 20 = 800 (the minimum, 1,000) and 40 × 30 = 1,200 (above it).
    expect(estimate(PRICES, job({ lengthFeet: 40 }))).toMatchObject({ range: { low: 1000, high: 1200 } });
  });

  it("rounds the low end down and the high end up to the step, and keeps cents from tipping a round figure", () => {
    // 133 × 20 = 2,660 → 2,600; 133 × 30 = 3,990 → 4,000.
    expect(estimate(PRICES, job({ lengthFeet: 133 }))).toMatchObject({ range: { low: 2600, high: 4000 } });
    // 750 × 4.4 is 3,300.0000000000005 in floating point: still 3,300 at both ends, not 3,400 at the top.
    const wire = { ...CHAIN, heights: [{ feet: 4, low: 4.4, high: 4.4 }] };
    expect(
      estimate({ ...PRICES, materials: [wire] }, job({ lengthFeet: 750, material: wire, heightFeet: 4 })),
    ).toMatchObject({ range: { low: 3300, high: 3300 } });
    // A step of 250: 133 × 20 = 2,660 → 2,500; 3,990 → 4,000.
    expect(estimate({ ...PRICES, roundTo: 250 }, job({ lengthFeet: 133 }))).toMatchObject({
      range: { low: 2500, high: 4000 },
    });
  });

  it("doubling the length raises both ends", () => {
    const once = estimate(PRICES, job({ lengthFeet: 150, walkGates: 1, removal: true }));
    const twice = estimate(PRICES, job({ lengthFeet: 300, walkGates: 1, removal: true }));
    if (once.kind !== "range" || twice.kind !== "range") throw new Error("expected two ranges");
    expect(twice.range.low).toBeGreaterThan(once.range.low);
    expect(twice.range.high).toBeGreaterThan(once.range.high);
  });

  it("gives no range for a height the material is not built at", () => {
    expect(estimate(PRICES, job({ material: CHAIN, heightFeet: 6 }))).toEqual({ kind: "heightNotOffered" });
  });
});

describe("reading the fields", () => {
  const fields = {
    length: "150",
    material: "Wood",
    height: "6",
    walkGates: "1",
    driveGates: "",
    removal: true,
  };

  it("reads a complete set, an empty gate count as none", () => {
    expect(readFields(PRICES, fields)).toEqual({
      errors: [],
      input: { lengthFeet: 150, material: WOOD, heightFeet: 6, walkGates: 1, driveGates: 0, removal: true },
    });
  });

  it("names each field whose text is not a whole number in range, and gives no input", () => {
    expect(readFields(PRICES, { ...fields, length: "15o", driveGates: "-1" })).toEqual({
      errors: ["length", "driveGates"],
    });
    expect(readFields(PRICES, { ...fields, length: "0" }).errors).toEqual(["length"]);
    expect(readFields(PRICES, { ...fields, length: "150.5" }).errors).toEqual(["length"]);
    expect(readFields(PRICES, { ...fields, walkGates: "100" }).errors).toEqual(["walkGates"]);
  });

  it("an empty length, material or height is not finished, not a mistake", () => {
    for (const empty of ["length", "material", "height"] as const) {
      expect(readFields(PRICES, { ...fields, [empty]: "" }), empty).toEqual({ errors: [] });
    }
  });

  it("takes the length as people type it", () => {
    expect(parseWholeNumber("1,500", 1, 99_999)).toBe(1500);
    expect(parseWholeNumber(" 150 ", 1, 99_999)).toBe(150);
    expect(parseWholeNumber("150 ft", 1, 99_999)).toBeNull();
    expect(parseWholeNumber("", 1, 99_999)).toBeNull();
  });
});

describe("prices the owner leaves out", () => {
  /** Wood without a drive gate price, chain link without gate prices, no removal and no minimum job. */
  const SPARE: Prices = {
    ...PRICES,
    materials: [
      { ...WOOD, driveGate: undefined },
      { ...CHAIN, walkGate: undefined, driveGate: undefined },
    ],
    removal: undefined,
    minimumJob: undefined,
  };
  const [SPARE_WOOD, SPARE_CHAIN] = SPARE.materials as [Prices["materials"][number], Prices["materials"][number]];
  const fields = { length: "10", material: "Wood", height: "6", walkGates: "1", driveGates: "2", removal: true };

  it("asks only for the gates the chosen material prices; before a choice, those any material prices", () => {
    expect(gateFieldsShown(SPARE, SPARE_WOOD)).toEqual({ walkGates: true, driveGates: false });
    expect(gateFieldsShown(SPARE, SPARE_CHAIN)).toEqual({ walkGates: false, driveGates: false });
    expect(gateFieldsShown(SPARE, undefined)).toEqual({ walkGates: true, driveGates: false });
    expect(gateFieldsShown(PRICES, undefined)).toEqual({ walkGates: true, driveGates: true });
  });

  it("counts an unpriced gate and unpriced removal as none, whatever was typed", () => {
    expect(readFields(SPARE, { ...fields, driveGates: "two" })).toEqual({
      errors: [],
      input: { lengthFeet: 10, material: SPARE_WOOD, heightFeet: 6, walkGates: 1, driveGates: 0, removal: false },
    });
  });

  it("no minimum job: the range is the job's own, however small", () => {
    // low 10 × 20 + 200 = 400; high 10 × 30 + 300 = 600. With PRICES' minimum job it would be 1,000.
    const input = readFields(SPARE, fields).input!;
    expect(estimate(SPARE, input)).toMatchObject({ range: { low: 400, high: 600 } });
    expect(ballparkLine(SPARE, input, { low: 400, high: 600 })).toBe(
      "$400–$600 (10 ft Wood 6 ft, 1 walk gate; prices of 2026-03-01)",
    );
  });

  it("no worked example where its walk gate or its removal is not priced", () => {
    expect(workedExample(SPARE)).toBeUndefined();
    expect(workedExample({ ...PRICES, removal: undefined })).toBeUndefined();
    expect(workedExample({ ...PRICES, materials: [{ ...WOOD, walkGate: undefined }] })).toBeUndefined();
    expect(workedExample({ ...PRICES, materials: [{ ...WOOD, driveGate: undefined }] })).toBeDefined();
  });
});

describe("what the visitor and the owner read", () => {
  it("what the range includes names gates and removal only where the estimator asks for them", () => {
    const texts = { included: "Posts and panels.", includedGates: "Gates too.", includedRemoval: "Removal too." };
    expect(includedText(texts, { gates: true, removal: true })).toBe("Posts and panels. Gates too. Removal too.");
    expect(includedText(texts, { gates: false, removal: true })).toBe("Posts and panels. Removal too.");
    expect(includedText(texts, { gates: true, removal: false })).toBe("Posts and panels. Gates too.");
    expect(includedText(texts, { gates: false, removal: false })).toBe("Posts and panels.");
    // An emptied sentence is left out, asked for or not.
    expect(
      includedText(
        { included: "Posts.", includedGates: undefined, includedRemoval: undefined },
        { gates: true, removal: true },
      ),
    ).toBe("Posts.");
  });

  it("dollars with thousands separators, cents only when there are some", () => {
    expect(formatDollars(4300)).toBe("$4,300");
    expect(formatDollars(1234567)).toBe("$1,234,567");
    expect(formatDollars(7.5)).toBe("$7.50");
    expect(formatDollars(12.35)).toBe("$12.35");
  });

  it("the request line names the job, the range and the prices' date", () => {
    const input = job({ lengthFeet: 150, walkGates: 1, removal: true });
    expect(ballparkLine(PRICES, input, { low: 4300, high: 6100 })).toBe(
      "$4,300–$6,100 (150 ft Wood 6 ft, 1 walk gate, removal; prices of 2026-03-01)",
    );
    expect(ballparkLine(PRICES, job({ walkGates: 0, driveGates: 2 }), { low: 3000, high: 5000 })).toBe(
      "$3,000–$5,000 (100 ft Wood 6 ft, 2 drive gates; prices of 2026-03-01)",
    );
  });

  it("fills the owner's placeholders and leaves other braces as written", () => {
    expect(fillIn("About {low} – {high}", { low: "$1", high: "$2" })).toBe("About $1 – $2");
    expect(fillIn("{unknown}", {})).toBe("{unknown}");
  });

  it("the worked example: 150 ft of the first material at its first height, one walk gate, removal", () => {
    // low 150 × 20 + 200 + 150 × 3 = 3,650 → 3,600; high 150 × 30 + 300 + 150 × 5 = 5,550 → 5,600.
    expect(workedExample(PRICES)?.range).toEqual({ low: 3600, high: 5600 });
    expect(workedExample({ ...PRICES, materials: [] })).toBeUndefined();
  });
});

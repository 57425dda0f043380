// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contrast, hexToOklch, isHexColour, luminance, oklchToHex } from "./oklch.mjs";

// Reference values: CSS Color 4's conversions of the sRGB primaries to OKLCH (as culori and the
// browsers give them), and WCAG's luminance of white and black.
const PRIMARIES: [string, number, number, number][] = [
  ["#ff0000", 0.62796, 0.25768, 29.2339],
  ["#00ff00", 0.86644, 0.29483, 142.4953],
  ["#0000ff", 0.45201, 0.31321, 264.052],
];

describe("OKLCH", () => {
  it.each(PRIMARIES)("%s is oklch(%f %f %f)", (hex, l, c, h) => {
    const colour = hexToOklch(hex);
    expect(colour.l).toBeCloseTo(l, 4);
    expect(colour.c).toBeCloseTo(c, 4);
    expect(colour.h).toBeCloseTo(h, 2);
  });

  it("has white at lightness 1 and black at 0, both without chroma", () => {
    expect(hexToOklch("#ffffff")).toMatchObject({ l: expect.closeTo(1, 6), c: expect.closeTo(0, 6) });
    expect(hexToOklch("#000")).toEqual({ l: 0, c: 0, h: 0 });
  });

  it("turns every sample colour back into the same #rrggbb", () => {
    for (const hex of ["#799039", "#2f6db5", "#1f2421", "#faf7f0", "#ff0000", "#0000ff", "#808080"])
      expect(oklchToHex(hexToOklch(hex))).toBe(hex);
  });

  it("keeps lightness and hue and gives up chroma for a colour sRGB cannot show", () => {
    const wanted = { l: 0.5, c: 0.4, h: 140 };
    const shown = hexToOklch(oklchToHex(wanted));
    expect(shown.l).toBeCloseTo(0.5, 2);
    expect(shown.h).toBeCloseTo(140, 0);
    expect(shown.c).toBeLessThan(0.2);
  });

  it("reads #rgb and #rrggbb only", () => {
    expect(isHexColour("#abc")).toBe(true);
    expect(isHexColour("#799039")).toBe(true);
    expect(isHexColour("oklch(0.6 0.1 120)")).toBe(false);
    expect(() => hexToOklch("green")).toThrow('"green" is not a colour written as #rrggbb');
  });
});

describe("WCAG contrast", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(luminance("#ffffff")).toBeCloseTo(1, 6);
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 6);
    expect(contrast("#799039", "#799039")).toBe(1);
  });

  it("puts #767676 just above 4.5:1 on white and #777777 just below", () => {
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrast("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
  });
});

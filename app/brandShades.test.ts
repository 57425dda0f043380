// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_SHADE_NAMES, brandShades } from "./brandShades.mjs";
import { contrast, hexToOklch, luminance, oklchToHex } from "./oklch.mjs";
import { parseTheme, parseThemeFile, THEME_FILE } from "./themeTokens.mjs";

const themeCss = readFileSync(THEME_FILE, "utf8");
const written = parseThemeFile(themeCss).color;
const shippedBrand = written.brand ?? "";

/**
 * The pairs the components draw text (and icons) with, and the contrast each needs (the comments
 * of app/styles/theme.css and app/styles/app.css): [text, ground, ratio].
 */
const TEXT_PAIRS: [string, string, number][] = [
  ["white", "brand-dark", 4.5], // buttons, numbered steps
  ["white", "brand-deep", 4.5], // closing call, call-us panel
  ["brand-dark", "white", 4.5], // link hover, outline button borders
  ["brand-dark", "paper", 4.5],
  ["brand-deep", "white", 4.5], // links, current menu item
  ["brand-deep", "paper", 4.5],
  ["brand-deep", "brand-tint", 4.5], // the call link in the area note
  ["charcoal", "brand-tint", 4.5], // text on tinted sections and notes
  ["ink-muted", "brand-tint", 4.5],
  ["brand-light", "charcoal", 7], // small text on charcoal
  ["brand-light", "brand-deep", 3], // icons on the call-us panel
];

/** Brand colours an owner might choose: a blue, a red, a dark navy, a light yellow, a grey, a pale pink. */
const OTHER_BRANDS = ["#2f6db5", "#c62828", "#1b2a4a", "#f2c230", "#7a7a7a", "#f4c2c2"];

/** Brand colours around the hue circle at five lightnesses, each as vivid as sRGB allows at 0.15 chroma. */
const SWEEP = [0.3, 0.45, 0.6, 0.75, 0.9].flatMap((l) =>
  Array.from({ length: 24 }, (_, i) => oklchToHex({ l, c: 0.15, h: i * 15 })),
);

/** The theme's colours with `brand` as the brand colour, its shades derived: a colour by its token name. */
function shadesFor(brand: string) {
  const base: Record<string, string> = { ...written, brand };
  const colours: Record<string, string> = { ...base, ...brandShades(base) };
  return (name: string) => {
    const colour = colours[name];
    if (colour === undefined) throw new Error(`no colour ${name}`);
    return colour;
  };
}

describe("the brand's shades", () => {
  it.each([shippedBrand, ...OTHER_BRANDS])("keep every text pair's contrast for the brand %s", (brand) => {
    const colour = shadesFor(brand);
    for (const [text, ground, ratio] of TEXT_PAIRS)
      expect(contrast(colour(text), colour(ground)), `${text} on ${ground}`).toBeGreaterThanOrEqual(ratio);
  });

  it("keep every text pair's contrast for brands all around the hue circle, dark to light", () => {
    const short = SWEEP.flatMap((brand) => {
      const colour = shadesFor(brand);
      return TEXT_PAIRS.filter(([text, ground, ratio]) => contrast(colour(text), colour(ground)) < ratio).map(
        ([text, ground]) => `${brand}: ${text} on ${ground}`,
      );
    });
    expect(short).toEqual([]);
  });

  it("are light (tint, light) and dark (dark, then deep), so a hover from brand-dark to brand-deep shows", () => {
    for (const brand of [shippedBrand, ...OTHER_BRANDS, ...SWEEP]) {
      const colour = shadesFor(brand);
      for (const light of ["brand-tint", "brand-light"])
        expect(luminance(colour(light)), `${brand}: ${light}`).toBeGreaterThan(luminance(colour("brand-dark")));
      expect(contrast(colour("brand-dark"), colour("brand-deep")), brand).toBeGreaterThan(1.3);
      expect(luminance(colour("brand-deep")), brand).toBeLessThan(luminance(colour("brand-dark")));
    }
  });

  it("keep the brand's hue, within the rounding to #rrggbb", () => {
    for (const brand of [shippedBrand, ...OTHER_BRANDS.filter((brand) => hexToOklch(brand).c > 0.02)]) {
      const colour = shadesFor(brand);
      for (const name of BRAND_SHADE_NAMES)
        expect(Math.abs(hexToOklch(colour(name)).h - hexToOklch(brand).h), `${brand}: ${name}`).toBeLessThan(4);
    }
  });

  it("give back the greens the sample was drawn with from its brand green, within a trace", () => {
    // The sample's hand-picked greens (before decision 0036) and its neutrals.
    const sample = { white: "#ffffff", charcoal: "#1f2421", "ink-muted": "#4d554f", paper: "#faf7f0" };
    const drawn = {
      "brand-dark": "#65782f",
      "brand-deep": "#4a5a20",
      "brand-tint": "#eef2e2",
      "brand-light": "#b3cb6e",
    };
    const derived = brandShades({ ...sample, brand: "#799039" });
    for (const [name, hex] of Object.entries(drawn)) {
      const [a, b] = [hexToOklch(hex), hexToOklch(derived[name] ?? "")];
      expect(Math.abs(a.l - b.l), name).toBeLessThan(0.005);
      expect(Math.abs(a.c - b.c), name).toBeLessThan(0.005);
    }
  });
});

describe("the theme as the scripts and the page's theme colour read it", () => {
  it("holds the shades derived from the file's brand colour", () => {
    expect(parseTheme(themeCss).color).toMatchObject(brandShades(written));
  });

  it("stops on a shade written in the theme file, naming the line to remove", () => {
    const css = themeCss.replace(/^(\s*)--color-brand:/m, "$1--color-brand-dark: #123456;\n$1--color-brand:");
    expect(() => parseTheme(css)).toThrow(
      `${THEME_FILE}: --color-brand-dark is derived from --color-brand; remove the line`,
    );
  });

  it("stops on a brand colour that is not #rrggbb", () => {
    const css = themeCss.replace(/^(\s*)--color-brand: [^;]+;/m, "$1--color-brand: olive;");
    expect(() => parseTheme(css)).toThrow("--color-brand must be a colour written as #rrggbb");
  });
});

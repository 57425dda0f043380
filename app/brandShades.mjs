// The brand's shades, derived from its one colour (`--color-brand` in app/styles/theme.css): the
// same rule for the page's CSS (vite/brandShades.ts) and for what cannot use CSS (app/themeTokens.mjs).
// Plain JavaScript, so the app, the Vite plugin and the Node scripts share it. Decision 0036.
import { contrast, hexToOklch, oklchToHex } from "./oklch.mjs";

/**
 * How each shade is made from the brand colour, in OKLCH: the brand's hue, its chroma times
 * `chroma`, and a lightness (`from` the brand's plus `step`, or a fixed `lightness`; no darker than
 * `least`), then moved darker or lighter (`move`) until every pair in `keeps` reaches its contrast. The steps are those
 * of the greens the sample was drawn with, so its brand colour gives back the same shades (within
 * a step of 8-bit rounding); the contrasts are the rules the components follow:
 * - brand-tint is a ground for body text (charcoal, ink-muted): 4.5:1;
 * - brand-dark carries white labels (buttons) and is link text on paper: 4.5:1;
 * - brand-deep carries white text and is text on white, paper and brand-tint: 4.5:1;
 * - brand-light is small text on charcoal: 7:1, and icons on brand-deep: 3:1.
 * brand-dark starts no darker than 0.4 so that brand-deep, a step under it, still shows as darker
 * (a button's hover) when the brand itself is near black.
 * Listed in the order they are made: a shade's `keeps` may name one made before it.
 * @type {readonly { name: string, from?: string, step?: number, lightness?: number, least?: number, chroma: number, move: -1 | 1, keeps: readonly [string, number][] }[]}
 */
export const BRAND_SHADES = [
  {
    name: "brand-tint",
    lightness: 0.954,
    chroma: 0.185,
    move: 1,
    keeps: [
      ["charcoal", 4.5],
      ["ink-muted", 4.5],
    ],
  },
  {
    name: "brand-dark",
    from: "brand",
    step: -0.076,
    least: 0.4,
    chroma: 0.868,
    move: -1,
    keeps: [
      ["white", 4.5],
      ["paper", 4.5],
    ],
  },
  {
    name: "brand-deep",
    from: "brand-dark",
    step: -0.1,
    chroma: 0.726,
    move: -1,
    keeps: [
      ["white", 4.5],
      ["paper", 4.5],
      ["brand-tint", 4.5],
    ],
  },
  {
    name: "brand-light",
    from: "brand",
    step: 0.187,
    chroma: 1.048,
    move: 1,
    keeps: [
      ["charcoal", 7],
      ["brand-deep", 3],
    ],
  },
];

/** The names of the derived shades. */
export const BRAND_SHADE_NAMES = BRAND_SHADES.map((shade) => shade.name);

/** How far a shade moves in OKLCH lightness per try while its contrast is short. */
const NUDGE = 0.002;
/** The lightest a lightened shade's start may be: below white, so it keeps a trace of the hue. */
const LIGHTEST_START = 0.97;

/**
 * The brand's shades as #rrggbb, by token name (`brand-dark` is `--color-brand-dark`).
 * @param {Record<string, string>} colours the theme's colours: `brand`, and those the shades keep
 *   their contrast with
 * @returns {Record<string, string>}
 */
export function brandShades(colours) {
  /** @type {Record<string, string>} */
  const known = { ...colours };
  /** @type {Record<string, string>} */
  const shades = {};
  const brand = hexToOklch(known.brand);
  for (const shade of BRAND_SHADES) {
    const partners = shade.keeps.map(([name, ratio]) => {
      if (!known[name])
        throw new Error(`The brand's ${shade.name} keeps its contrast with --color-${name}, which the theme lacks`);
      return { colour: known[name], ratio };
    });
    const start = shade.lightness ?? hexToOklch(known[shade.from ?? "brand"]).l + (shade.step ?? 0);
    let l = Math.min(LIGHTEST_START, Math.max(shade.least ?? 0, start));
    const at = (/** @type {number} */ lightness) => oklchToHex({ l: lightness, c: brand.c * shade.chroma, h: brand.h });
    let hex = at(l);
    while (!partners.every(({ colour, ratio }) => contrast(hex, colour) >= ratio)) {
      if (l <= 0 || l >= 1)
        throw new Error(`No ${shade.name} reaches its contrast for the brand colour ${known.brand}`);
      l = Math.min(1, Math.max(0, l + shade.move * NUDGE));
      hex = at(l);
    }
    shades[shade.name] = known[shade.name] = hex;
  }
  return shades;
}

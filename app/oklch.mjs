// Colour maths for the theme in plain JavaScript (the app, the Vite plugin and the Node scripts
// share it): sRGB hex colours to and from OKLCH (Björn Ottosson's OKLab, the space of CSS `oklch()`),
// and the WCAG 2 contrast ratio. OKLCH because equal steps of its lightness look equal whatever the
// hue, so a shade rule made on one brand colour suits another.

/** @typedef {{ l: number, c: number, h: number }} Oklch lightness 0–1, chroma (0 is grey), hue in degrees */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The red, green and blue of a #rgb or #rrggbb colour, 0–255; anything else throws.
 * @param {string} hex
 * @returns {[number, number, number]}
 */
function channels(hex) {
  const match = HEX.exec(hex.trim());
  if (!match) throw new Error(`"${hex}" is not a colour written as #rrggbb`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  const n = parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** True when the text is a #rgb or #rrggbb colour. */
export const isHexColour = (/** @type {string} */ text) => HEX.test(text.trim());

/** sRGB's transfer curve: an 8-bit channel to linear light, 0–1. */
const toLinear = (/** @type {number} */ v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
/** Linear light, 0–1, to sRGB's 0–1. */
const fromLinear = (/** @type {number} */ c) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/**
 * A colour's place in OKLCH.
 * @param {string} hex #rrggbb
 * @returns {Oklch}
 */
export function hexToOklch(hex) {
  const [r, g, b] = channels(hex).map(toLinear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const c = Math.hypot(A, B);
  // A grey has no hue; 0 by convention, as CSS gives `none`.
  const h = c < 1e-4 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

/**
 * Linear-light sRGB of an OKLCH colour; outside 0–1 when sRGB cannot show it.
 * @param {Oklch} colour
 * @returns {[number, number, number]}
 */
function oklchToLinearSrgb({ l: L, c, h }) {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707612701 * s,
  ];
}

const inGamut = (/** @type {number[]} */ rgb) => rgb.every((v) => v >= -1e-6 && v <= 1 + 1e-6);

/**
 * An OKLCH colour as #rrggbb. One that sRGB cannot show keeps its lightness and hue and loses
 * chroma until it can (CSS Color 4's gamut mapping, without its final small clip).
 * @param {Oklch} colour
 * @returns {string}
 */
export function oklchToHex(colour) {
  const l = Math.min(1, Math.max(0, colour.l));
  let rgb = oklchToLinearSrgb({ ...colour, l });
  if (!inGamut(rgb)) {
    let [low, high] = [0, colour.c];
    for (let i = 0; i < 24; i++) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToLinearSrgb({ l, c: mid, h: colour.h }))) low = mid;
      else high = mid;
    }
    rgb = oklchToLinearSrgb({ l, c: low, h: colour.h });
  }
  const byte = (/** @type {number} */ v) => Math.round(Math.min(1, Math.max(0, fromLinear(v))) * 255);
  return `#${rgb.map((v) => byte(v).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * WCAG 2's relative luminance of a colour, 0 (black) to 1 (white).
 * @param {string} hex
 */
export function luminance(hex) {
  const [r, g, b] = channels(hex).map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2's contrast ratio of two colours, 1 to 21 (text needs 4.5, small text on a dark ground
 * here 7, shapes 3).
 * @param {string} a
 * @param {string} b
 */
export function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

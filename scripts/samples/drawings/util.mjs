// Small helpers for the sample-image drawings: a seeded random generator,
// colour arithmetic and SVG string builders. Deterministic by design: the same
// seed always draws the same picture, so the cache can skip unchanged samples.

/** A seeded pseudo-random generator (mulberry32) with a few conveniences. */
export function makeRng(seedText) {
  let seed = 2166136261;
  for (const ch of String(seedText)) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    /** Roughly normal, mean 0, for natural-looking jitter. */
    jitter: (spread) => (next() + next() + next() - 1.5) * spread * 0.8,
  };
}

const clamp = (v, lo = 0, hi = 255) => Math.min(hi, Math.max(lo, v));

export function hexToRgb(hex) {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

export function rgbToHex([r, g, b]) {
  return "#" + [r, g, b].map((v) => Math.round(clamp(v)).toString(16).padStart(2, "0")).join("");
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex(ca.map((v, i) => v + (cb[i] - v) * t));
}

/** Multiplies a colour by a light colour and a brightness factor. */
export function light(color, factor, tint = "#ffffff") {
  const c = hexToRgb(color);
  const t = hexToRgb(tint);
  return rgbToHex(c.map((v, i) => (v * factor * t[i]) / 255));
}

/** Nudges lightness and warmth a little, for per-board variation. */
export function vary(color, rng, amount = 0.08) {
  const k = 1 + rng.jitter(amount);
  const warm = rng.jitter(amount * 40);
  const [r, g, b] = hexToRgb(color);
  return rgbToHex([r * k + warm, g * k, b * k - warm]);
}

export const n1 = (v) => (Math.round(v * 10) / 10).toString();

export function pts(points) {
  return points.map(([x, y]) => `${n1(x)},${n1(y)}`).join(" ");
}

export function poly(points, fill, extra = "") {
  return `<polygon points="${pts(points)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

export function line([x1, y1], [x2, y2], stroke, width, extra = "") {
  return `<line x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}" stroke="${stroke}" stroke-width="${n1(Math.max(0.3, width))}"${extra ? " " + extra : ""}/>`;
}

/** One <path> made of many separate segments: far cheaper than many <line>s. */
export function segments(list, stroke, width, extra = "") {
  if (list.length === 0) return "";
  const d = list.map(([[x1, y1], [x2, y2]]) => `M${n1(x1)} ${n1(y1)}L${n1(x2)} ${n1(y2)}`).join("");
  return `<path d="${d}" stroke="${stroke}" stroke-width="${n1(Math.max(0.3, width))}" fill="none"${extra ? " " + extra : ""}/>`;
}

export function circle(cx, cy, r, fill, extra = "") {
  return `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(Math.max(0.3, r))}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

export function ellipse(cx, cy, rx, ry, fill, extra = "") {
  return `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(Math.max(0.3, rx))}" ry="${n1(Math.max(0.3, ry))}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

export function rect(x, y, w, h, fill, extra = "") {
  return `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(Math.max(0.3, w))}" height="${n1(Math.max(0.3, h))}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

/** Point on segment a→b at fraction t. */
export const lerp2 = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

// Houses and a small commercial building behind the fence: walls with siding
// or brick, a shingled roof, trimmed windows that mirror the sky, doors.
import { light, mix, poly, rect, segments } from "./util.mjs";

export const WALLS = [
  { type: "siding", color: "#e9e4d8" },
  { type: "siding", color: "#c9d2d6" },
  { type: "siding", color: "#b9c4ad" },
  { type: "siding", color: "#d9cdb4" },
  { type: "siding", color: "#8e9ba3" },
  { type: "siding", color: "#f2efe8" },
  { type: "brick", color: "#9a4b35" },
  { type: "brick", color: "#b0674a" },
  { type: "brick", color: "#8a5a48" },
  { type: "brick", color: "#c4a98a" },
];
export const ROOFS = ["#4a4a4c", "#5b5450", "#3b3f45", "#6a5a4c", "#4f5a58", "#2f3236"];

export function drawHouse(scene, h) {
  const { camera: c, light: l, rng } = scene;
  const { x0, x1, z0 } = h;
  const z1 = z0 + h.depth;
  const H = h.stories === 2 ? 5.4 : 2.9;
  const wall = h.wall;
  const trim = h.trim ?? "#f4f2ec";
  const out = [];
  const P = (x, y, z) => c.p(x, y, z);
  const frontFill = l.wall(wall.color, 0, -1);
  const s = c.s(z0);

  // Side wall, if the house stands to one side of the viewer.
  let side = null;
  if (x1 < c.x) side = { x: x1, nx: 1 };
  else if (x0 > c.x) side = { x: x0, nx: -1 };
  if (side) {
    const sf = l.wall(wall.color, side.nx, 0);
    out.push(poly([P(side.x, 0, z0), P(side.x, 0, z1), P(side.x, H, z1), P(side.x, H, z0)], sf));
    if (!h.flat) out.push(poly([P(side.x, H, z0), P(side.x, H, z1), P(side.x, H + h.roofH, (z0 + z1) / 2)], sf));
    const lines = [];
    const stepY = wall.type === "brick" ? 0.15 : 0.2;
    for (let y = stepY; y < H; y += stepY) lines.push([P(side.x, y, z0), P(side.x, y, z1)]);
    out.push(segments(lines, light(sf, 0.85), Math.max(0.4, s * 0.006), 'opacity="0.7"'));
  }

  // Front wall.
  const [fx0, fy0] = P(x0, 0, z0);
  const [fx1, fy1] = P(x1, H, z0);
  out.push(rect(fx0, fy1, fx1 - fx0, fy0 - fy1, frontFill));
  if (wall.type === "brick") {
    // Mortar lines drawn directly: an SVG <pattern> is several times slower to render.
    const bw = 0.2 * s;
    const bh = 0.075 * s;
    const mortar = mix(frontFill, "#e6ded0", 0.45);
    const lines = [];
    let row = 0;
    for (let y = fy0 - bh; y > fy1; y -= bh, row++) {
      lines.push([
        [fx0, y],
        [fx1, y],
      ]);
      if (bw > 5)
        for (let x = fx0 + (row % 2 ? bw / 2 : 0); x < fx1; x += bw)
          lines.push([
            [x, y],
            [x, y + bh],
          ]);
    }
    out.push(segments(lines, mortar, Math.max(0.4, s * 0.01), 'opacity="0.8"'));
    // A little per-brick colour noise reads as real masonry.
    const spots = [];
    for (let i = 0; i < 60; i++)
      spots.push(
        rect(
          rng.range(fx0, fx1 - bw),
          rng.range(fy1, fy0 - bh),
          bw * 0.9,
          bh * 0.85,
          light(frontFill, rng.range(0.85, 1.1)),
        ),
      );
    out.push(`<g opacity="0.35">${spots.join("")}</g>`);
  } else {
    const lines = [];
    for (let y = 0.2; y < H; y += 0.2) lines.push([P(x0, y, z0), P(x1, y, z0)]);
    out.push(segments(lines, light(frontFill, 0.84), Math.max(0.4, s * 0.008)));
  }
  out.push(rect(fx0, fy0 - 0.25 * s, fx1 - fx0, 0.25 * s, light(frontFill, 0.7)));

  // Windows, door and garage on the front.
  const width = x1 - x0;
  const rows = h.stories === 2 ? [0.9, 3.6] : [0.9];
  const windowsLit = h.windowsLit;
  const shutters = h.shutters;
  let garage = null;
  if (h.garage && width > 9) garage = { a: x1 - 6, b: x1 - 0.8 };
  for (const y of rows) {
    for (let x = x0 + 1.2; x + 1 < (garage && y < 2 ? garage.a - 0.5 : x1 - 0.6); x += rng.range(2.2, 3.2)) {
      if (y < 2 && h.door && Math.abs(x + 0.5 - h.door) < 1.2) continue;
      out.push(windowSvg(scene, x, y, z0, 0.95, 1.35, trim, windowsLit, shutters));
    }
  }
  if (h.door) {
    const [dx0, dy0] = P(h.door - 0.48, 0, z0);
    const [dx1, dy1] = P(h.door + 0.48, 2.1, z0);
    out.push(rect(dx0 - 0.08 * s, dy1 - 0.08 * s, dx1 - dx0 + 0.16 * s, dy0 - dy1 + 0.08 * s, trim));
    out.push(rect(dx0, dy1, dx1 - dx0, dy0 - dy1, l.wall(h.doorColor ?? "#3d4f5c", 0, -1)));
  }
  if (garage) {
    const [gx0, gy0] = P(garage.a, 0, z0);
    const [gx1, gy1] = P(garage.b, 2.2, z0);
    out.push(rect(gx0 - 0.1 * s, gy1 - 0.1 * s, gx1 - gx0 + 0.2 * s, gy0 - gy1 + 0.1 * s, trim));
    out.push(rect(gx0, gy1, gx1 - gx0, gy0 - gy1, l.wall("#e8e6e0", 0, -1)));
    const lines = [];
    for (let y = 0.55; y < 2.2; y += 0.55) lines.push([P(garage.a, y, z0), P(garage.b, y, z0)]);
    out.push(segments(lines, "#b8b6b0", Math.max(0.5, s * 0.02)));
  }

  // Roof.
  if (h.flat) {
    out.push(rect(fx0 - 0.1 * s, fy1 - 0.5 * s, fx1 - fx0 + 0.2 * s, 0.5 * s, l.wall(h.parapet ?? "#d9d4ca", 0, -1)));
    if (h.sign) {
      const [sx0, sy0] = P(x0 + width * 0.25, H - 0.6, z0);
      const [sx1, sy1] = P(x1 - width * 0.25, H + 0.2, z0);
      out.push(rect(sx0, sy1, sx1 - sx0, sy0 - sy1, h.sign));
      out.push(
        rect(
          sx0 + (sx1 - sx0) * 0.12,
          sy1 + (sy0 - sy1) * 0.38,
          (sx1 - sx0) * 0.76,
          (sy0 - sy1) * 0.24,
          "#f4f1e8",
          'opacity="0.9"',
        ),
      );
    }
  } else {
    const o = 0.35;
    const zr = (z0 + z1) / 2;
    const ridgeInset = h.hip ? h.depth / 2 : -o;
    const eaveL = P(x0 - o, H, z0 - o);
    const eaveR = P(x1 + o, H, z0 - o);
    const ridgeR = P(x1 - ridgeInset, H + h.roofH, zr);
    const ridgeL = P(x0 + ridgeInset, H + h.roofH, zr);
    const roofFill = l.top(h.roof);
    if (side && h.hip) {
      const sx = side.x + side.nx * o;
      out.push(
        poly([P(sx, H, z0 - o), P(sx, H, z1 + o), side.nx > 0 ? ridgeR : ridgeL], l.wall(h.roof, side.nx * 0.7, 0)),
      );
    }
    out.push(poly([eaveL, eaveR, ridgeR, ridgeL], roofFill));
    const lines = [];
    for (let t = 0.08; t < 1; t += 0.08) {
      const y = H + h.roofH * t;
      const z = z0 - o + (zr - z0 + o) * t;
      const inset = h.hip ? (ridgeInset + o) * t - o : -o;
      lines.push([P(x0 + inset, y, z), P(x1 - inset, y, z)]);
    }
    out.push(segments(lines, light(roofFill, 0.78), Math.max(0.4, s * 0.012), 'opacity="0.8"'));
    out.push(segments([[eaveL, eaveR]], light(trim, 0.9), Math.max(1, s * 0.08)));
    if (side && !h.hip) {
      const sx = side.x + side.nx * o;
      out.push(segments([[P(sx, H, z0 - o), P(sx, H + h.roofH, zr)]], light(trim, 0.85), Math.max(1, s * 0.06)));
    }
  }
  scene.add(Math.hypot((x0 + x1) / 2, z0) + 3, out.join(""));
}

function windowSvg(scene, x, y, z, w, hgt, trim, lit, shutters) {
  const { camera: c, light: l } = scene;
  const [a, b] = c.p(x, y + hgt, z);
  const [a2, b2] = c.p(x + w, y, z);
  const s = c.s(z);
  const t = 0.08 * s;
  const id = scene.id("glass");
  const top = lit ? "#ffd38a" : mix(l.haze, "#ffffff", 0.2);
  const bottom = lit ? "#e89a4a" : "#3f5566";
  scene.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mix(top, bottom, 0.8)}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  const parts = [];
  if (shutters) {
    parts.push(rect(a - 0.45 * s, b, 0.38 * s, b2 - b, l.wall(shutters, 0, -1)));
    parts.push(rect(a2 + 0.07 * s, b, 0.38 * s, b2 - b, l.wall(shutters, 0, -1)));
  }
  parts.push(rect(a - t, b - t, a2 - a + 2 * t, b2 - b + 2.6 * t, l.wall(trim, 0, -1)));
  parts.push(rect(a, b, a2 - a, b2 - b, `url(#${id})`));
  parts.push(
    segments(
      [
        [
          [(a + a2) / 2, b],
          [(a + a2) / 2, b2],
        ],
        [
          [a, (b + b2) / 2],
          [a2, (b + b2) / 2],
        ],
      ],
      l.wall(trim, 0, -1),
      Math.max(0.5, s * 0.04),
    ),
  );
  return parts.join("");
}

// Trees and shrubs, lit from the sun's side, in the colours of the season.
import { depthOf } from "./world.mjs";
import { SEASONS } from "./environment.mjs";
import { circle, ellipse, light, mix, n1, poly, segments } from "./util.mjs";

export function drawTree(scene, x, z, height, season, kind = "leafy") {
  const { camera: c, light: l, rng } = scene;
  const seas = SEASONS[season];
  const s = c.s(z);
  const [bx, by] = c.p(x, 0, z);
  const out = [];
  const sunSide = Math.sin(l.azimuth) >= 0 ? 1 : -1;
  const haze = Math.min(0.45, z / 160);
  const h = (col) => mix(col, l.haze, haze);
  if (kind === "pine" || (season === "winter" && kind !== "bare" && rng.chance(0.35))) {
    const green = h(rng.pick(SEASONS.winter.trees));
    out.push(
      poly(
        [
          [bx - 0.12 * s, by],
          [bx + 0.12 * s, by],
          [bx + 0.1 * s, by - height * 0.3 * s],
          [bx - 0.1 * s, by - height * 0.3 * s],
        ],
        h("#4a3626"),
      ),
    );
    for (let k = 0; k < 5; k++) {
      const y0 = by - height * (0.2 + k * 0.15) * s;
      const w = height * (0.3 - k * 0.05) * s;
      out.push(
        poly(
          [
            [bx - w, y0],
            [bx + w, y0],
            [bx, y0 - height * 0.3 * s],
          ],
          light(green, 0.9 + k * 0.04),
        ),
      );
      out.push(
        poly(
          [
            [bx, y0],
            [bx + w * sunSide, y0],
            [bx, y0 - height * 0.3 * s],
          ],
          light(green, 1.18),
          'opacity="0.5"',
        ),
      );
    }
    scene.add(depthOf(x, z), out.join(""));
    return;
  }
  const trunk = h(season === "winter" ? "#5e4f43" : "#5a4330");
  const trunkW = Math.max(1, height * 0.035 * s);
  out.push(
    poly(
      [
        [bx - trunkW, by],
        [bx + trunkW, by],
        [bx + trunkW * 0.6, by - height * 0.55 * s],
        [bx - trunkW * 0.6, by - height * 0.55 * s],
      ],
      l.wall(trunk, sunSide * 0.5, -0.8),
    ),
  );
  const cx = bx;
  const cy = by - height * 0.62 * s;
  const R = height * 0.32 * s;
  if (season === "winter" || kind === "bare") {
    const branches = [];
    const grow = (x0, y0, ang, len, depth) => {
      const x1 = x0 + Math.sin(ang) * len;
      const y1 = y0 - Math.cos(ang) * len;
      branches.push([[x0, y0], [x1, y1], depth]);
      if (depth < 5) {
        grow(x1, y1, ang - rng.range(0.2, 0.6), len * rng.range(0.6, 0.78), depth + 1);
        grow(x1, y1, ang + rng.range(0.2, 0.6), len * rng.range(0.6, 0.78), depth + 1);
      }
    };
    grow(bx, by - height * 0.45 * s, rng.jitter(0.2), height * 0.22 * s, 0);
    for (let dpt = 0; dpt <= 5; dpt++) {
      const list = branches.filter((b) => b[2] === dpt).map((b) => [b[0], b[1]]);
      out.push(segments(list, trunk, trunkW * 1.4 * Math.pow(0.62, dpt), 'stroke-linecap="round"'));
    }
    scene.add(depthOf(x, z), out.join(""));
    return;
  }
  const base = rng.pick(seas.trees);
  const blossom = seas.blossom && rng.chance(0.35) ? rng.pick(seas.blossom) : null;
  const tone = h(blossom ?? base);
  const puffs = [];
  for (let i = 0; i < 26; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * R * 0.85;
    puffs.push([cx + Math.cos(a) * r * 1.1, cy + Math.sin(a) * r * 0.85, R * rng.range(0.22, 0.42)]);
  }
  puffs.sort((p, q) => q[1] - p[1]);
  for (const [px, py, r] of puffs) out.push(circle(px, py + r * 0.15, r, light(tone, 0.62)));
  for (const [px, py, r] of puffs)
    out.push(circle(px + sunSide * r * 0.12, py - r * 0.12, r * 0.78, light(tone, 0.9 * (l.top(tone) ? 1 : 1))));
  for (const [px, py, r] of puffs.filter((_, i) => i % 2))
    out.push(circle(px + sunSide * r * 0.3, py - r * 0.3, r * 0.4, mix(l.top(tone), "#ffffff", 0.08)));
  if (season === "summer" && rng.chance(0.2)) {
    // Crape myrtle in bloom, a Mississippi summer staple.
    for (const [px, py, r] of puffs.slice(0, 10))
      out.push(circle(px, py - r * 0.2, r * 0.35, h("#d8508a"), 'opacity="0.8"'));
  }
  scene.add(depthOf(x, z), out.join(""));
}

export function drawShrub(scene, x, z, size, season) {
  const { camera: c, light: l, rng } = scene;
  const seas = SEASONS[season];
  const s = c.s(z);
  const [bx, by] = c.p(x, 0, z);
  const base = rng.pick(seas.shrubs);
  const out = [ellipse(bx, by, size * s * 0.9, size * s * 0.15, "#14200c", 'opacity="0.3"')];
  const sunSide = Math.sin(l.azimuth) >= 0 ? 1 : -1;
  for (let i = 0; i < 12; i++) {
    const px = bx + rng.range(-0.75, 0.75) * size * s;
    const r = size * s * rng.range(0.22, 0.4);
    const py = by - r * rng.range(0.5, 1.1);
    out.push(circle(px, py, r, light(base, 0.7)));
    out.push(circle(px + sunSide * r * 0.15, py - r * 0.15, r * 0.75, l.top(base)));
  }
  if (seas.flowers.length && rng.chance(0.5)) {
    const color = rng.pick(seas.flowers);
    for (let i = 0; i < 14; i++)
      out.push(
        circle(
          bx + rng.range(-0.8, 0.8) * size * s,
          by - rng.range(0.2, 1.1) * size * s,
          Math.max(0.8, size * s * 0.05),
          color,
        ),
      );
  }
  scene.add(depthOf(x, z) - 0.2, out.join(""));
}

export { n1 };

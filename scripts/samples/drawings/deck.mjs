// A raised deck with boards, fascia, railing and stairs, and patio furniture.
import { box, makeSegment } from "./fence.mjs";
import { depthOf } from "./world.mjs";
import { ellipse, light, mix, n1, poly, segments, vary } from "./util.mjs";

export function drawDeck(scene, d) {
  const { camera: c, light: l, rng } = scene;
  const { x0, x1, z0, z1, h } = d;
  const color = d.color;
  const P = (x, y, z) => c.p(x, y, z);
  const out = [];
  // Shadow under the deck.
  scene.shadow(poly([P(x0, 0, z0), P(x1, 0, z0), P(x1, 0, z1), P(x0, 0, z1)], "#0d1408", 'opacity="0.45"'));
  // Surface boards, running across the view.
  const top = l.top(color);
  out.push(poly([P(x0, h, z0), P(x1, h, z0), P(x1, h, z1), P(x0, h, z1)], top));
  const gaps = [];
  for (let z = z0 + 0.14; z < z1; z += 0.14) {
    if (rng.chance(0.5))
      out.push(poly([P(x0, h, z - 0.14), P(x1, h, z - 0.14), P(x1, h, z), P(x0, h, z)], vary(top, rng, 0.05)));
    gaps.push([P(x0, h, z), P(x1, h, z)]);
  }
  out.push(segments(gaps, light(top, 0.55), Math.max(0.4, c.s(z0) * 0.006)));
  // Front fascia and the visible side.
  out.push(
    poly(
      [P(x0, h - 0.3, z0), P(x1, h - 0.3, z0), P(x1, h + 0.03, z0), P(x0, h + 0.03, z0)],
      l.wall(light(color, 0.92), 0, -1),
    ),
  );
  if (x1 < c.x)
    out.push(
      poly([P(x1, h - 0.3, z0), P(x1, h - 0.3, z1), P(x1, h + 0.03, z1), P(x1, h + 0.03, z0)], l.wall(color, 1, 0)),
    );
  if (x0 > c.x)
    out.push(
      poly([P(x0, h - 0.3, z0), P(x0, h - 0.3, z1), P(x0, h + 0.03, z1), P(x0, h + 0.03, z0)], l.wall(color, -1, 0)),
    );
  // Support posts below.
  const front = makeSegment(scene, [x0, z0], [1, 0], [0, -1], x1 - x0);
  for (let x = x0 + 0.1; x < x1; x += 2)
    out.push(box(scene, front, x - 0.07, x + 0.07, -0.07, 0.07, 0, h - 0.3, light(color, 0.8)));
  scene.add(depthOf((x0 + x1) / 2, z0) + 0.5, out.join(""));

  // Railing along the front edge (and sides), a gap where the stairs come down.
  const stairX = d.stairs ?? (x0 + x1) / 2;
  const raised = (seg) => ({ ...seg, p: (s, off, y) => seg.p(s, off, y + h) });
  const runs = [
    [
      [x0, z0],
      [stairX - 0.6, z0],
    ],
    [
      [stairX + 0.6, z0],
      [x1, z0],
    ],
    [
      [x0, z1 - 0.1],
      [x0, z0],
    ],
    [
      [x1, z0],
      [x1, z1 - 0.1],
    ],
  ];
  for (const [a, b] of runs) {
    const L = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (L < 0.3) continue;
    const dir = [(b[0] - a[0]) / L, (b[1] - a[1]) / L];
    let nv = [-dir[1], dir[0]];
    const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (nv[0] * (c.x - mid[0]) + nv[1] * -mid[1] < 0) nv = [-nv[0], -nv[1]];
    const seg = raised(makeSegment(scene, a, dir, nv, L));
    const rail = [];
    const rc = light(d.railColor ?? color, 1);
    for (let s = 0.1; s < L - 0.05; s += 0.125) rail.push(box(scene, seg, s, s + 0.045, -0.02, 0.02, 0.08, 0.9, rc));
    rail.push(box(scene, seg, 0, L, -0.03, 0.03, 0.06, 0.12, rc));
    rail.push(box(scene, seg, -0.05, L + 0.05, -0.07, 0.07, 0.9, 0.95, rc));
    const count = Math.max(1, Math.round(L / 1.8));
    for (let k = 0; k <= count; k++)
      rail.push(
        box(scene, seg, (L * k) / count - 0.055, (L * k) / count + 0.055, -0.055, 0.055, -0.3, 1.0, light(rc, 0.95)),
      );
    scene.add(depthOf(mid[0], mid[1]) - 0.2, rail.join(""));
  }
  // Stairs.
  const steps = Math.max(2, Math.round(h / 0.19));
  const stairs = [];
  for (let k = 0; k < steps; k++) {
    const y = h - (k + 1) * (h / steps);
    const z = z0 - (k + 1) * 0.27;
    stairs.push(
      poly(
        [
          P(stairX - 0.6, y, z),
          P(stairX + 0.6, y, z),
          P(stairX + 0.6, y + h / steps, z),
          P(stairX - 0.6, y + h / steps, z),
        ],
        l.wall(light(color, 0.85), 0, -1),
      ),
    );
    stairs.push(
      poly(
        [
          P(stairX - 0.6, y + h / steps, z),
          P(stairX + 0.6, y + h / steps, z),
          P(stairX + 0.6, y + h / steps, z + 0.27),
          P(stairX - 0.6, y + h / steps, z + 0.27),
        ],
        l.top(color),
      ),
    );
  }
  scene.add(depthOf(stairX, z0) - 0.6, stairs.join(""));

  if (d.furniture) drawFurniture(scene, x0, x1, z0, z1, h);
}

function drawFurniture(scene, x0, x1, z0, z1, h) {
  const { camera: c, light: l, rng } = scene;
  const tx = x0 + (x1 - x0) * rng.range(0.3, 0.7);
  const tz = z0 + (z1 - z0) * 0.55;
  const s = c.s(tz);
  const [bx, by] = c.p(tx, h, tz);
  const out = [];
  const cloth = rng.pick(["#2f6f8f", "#a8483a", "#d8c9a0", "#3e6b3a"]);
  out.push(
    `<rect x="${n1(bx - 0.03 * s)}" y="${n1(by - 2.2 * s)}" width="${n1(0.06 * s)}" height="${n1(2.2 * s)}" fill="#d8d8d8"/>`,
  );
  out.push(ellipse(bx, by - 0.72 * s, 0.5 * s, 0.1 * s, l.top("#6b5a48")));
  out.push(
    `<rect x="${n1(bx - 0.04 * s)}" y="${n1(by - 0.72 * s)}" width="${n1(0.08 * s)}" height="${n1(0.72 * s)}" fill="#5a4a3a"/>`,
  );
  out.push(
    poly(
      [
        [bx - 1.3 * s, by - 1.95 * s],
        [bx + 1.3 * s, by - 1.95 * s],
        [bx, by - 2.45 * s],
      ],
      l.wall(cloth, 0, -1),
    ),
  );
  out.push(
    poly(
      [
        [bx - 1.3 * s, by - 1.95 * s],
        [bx, by - 2.45 * s],
        [bx - 0.4 * s, by - 1.95 * s],
      ],
      light(l.wall(cloth, 0, -1), 0.85),
    ),
  );
  for (const dx of [-0.9, 0.9]) {
    const [cx, cy] = c.p(tx + dx, h, tz - 0.2);
    const chair = mix(l.top("#f2efe6"), cloth, 0.05);
    out.push(
      `<rect x="${n1(cx - 0.3 * s)}" y="${n1(cy - 0.45 * s)}" width="${n1(0.6 * s)}" height="${n1(0.1 * s)}" fill="${chair}"/>`,
    );
    out.push(
      `<rect x="${n1(cx - 0.3 * s)}" y="${n1(cy - 0.95 * s)}" width="${n1(0.6 * s)}" height="${n1(0.5 * s)}" fill="${light(chair, 0.9)}"/>`,
    );
    out.push(
      segments(
        [
          [
            [cx - 0.27 * s, cy - 0.4 * s],
            [cx - 0.27 * s, cy],
          ],
          [
            [cx + 0.27 * s, cy - 0.4 * s],
            [cx + 0.27 * s, cy],
          ],
        ],
        light(chair, 0.8),
        0.05 * s,
      ),
    );
  }
  scene.add(depthOf(tx, tz), out.join(""));
}

// Fences and gates drawn in perspective: every board, picket, rail, post and
// wire is a 3D box or face projected by the camera, lit by the sun, with a
// cast shadow on the lawn. A run is a list of ground points; each stretch
// between two posts is painted as one object so nearer stretches cover farther ones.
import { depthOf } from "./world.mjs";
import { light, mix, n1, poly, segments, vary } from "./util.mjs";

const CEDAR = ["#b86f3c", "#c68048", "#a9643a", "#cf9156", "#a35b33", "#bd7a45"];
const PINE = ["#c8a26a", "#bf975f", "#d1ad76", "#b88f58"];
const STAINED = ["#7b4a2b", "#6f4227", "#84522f", "#734628"];
const WEATHERED = ["#9b948a", "#8e877e", "#a59d92"];
const WHITE = ["#f3f2ec", "#efeee7", "#f6f5f0"];

export const STYLES = {
  cedarPrivacy: { family: "privacy", height: 1.83, board: 0.14, colors: CEDAR, top: "flat", cap: true },
  dogEarPrivacy: { family: "privacy", height: 1.83, board: 0.14, colors: PINE, top: "dogear" },
  weatheredPrivacy: { family: "privacy", height: 1.83, board: 0.14, colors: WEATHERED, top: "dogear" },
  stainedPrivacy: { family: "privacy", height: 1.83, board: 0.14, colors: STAINED, top: "flat", cap: true },
  shadowbox: { family: "shadowbox", height: 1.83, board: 0.14, colors: STAINED, top: "flat", cap: true },
  cedarShadowbox: { family: "shadowbox", height: 1.83, board: 0.14, colors: CEDAR, top: "flat", cap: true },
  whitePicket: { family: "picket", height: 1.05, board: 0.09, gap: 0.065, colors: WHITE, top: "point", postCap: true },
  cedarPicket: { family: "picket", height: 1.1, board: 0.09, gap: 0.06, colors: CEDAR, top: "dogear", postCap: true },
  vinylPicket: {
    family: "picket",
    height: 1.1,
    board: 0.08,
    gap: 0.07,
    colors: WHITE,
    top: "point",
    postCap: true,
    vinyl: true,
  },
  vinylPrivacy: { family: "vinyl", height: 1.83, colors: WHITE },
  vinylLattice: { family: "vinyl", height: 1.83, colors: WHITE, lattice: true },
  tanVinyl: { family: "vinyl", height: 1.83, colors: ["#d8cbb0"] },
  ornamental: { family: "metal", height: 1.37, spacing: 0.11, color: "#1e1f20", spear: true },
  flatTopMetal: { family: "metal", height: 1.22, spacing: 0.11, color: "#1e1f20", spear: false },
  poolMetal: { family: "metal", height: 1.37, spacing: 0.095, color: "#1b1c1d", spear: false, puppy: true },
  security: { family: "metal", height: 2.13, spacing: 0.12, color: "#222325", spear: true, heavy: true },
  chainLink: { family: "chain", height: 1.22, color: "#b7bcc0" },
  tallChainLink: { family: "chain", height: 1.83, color: "#b7bcc0" },
  blackChainLink: { family: "chain", height: 1.22, color: "#2a2b2c" },
  commercialChain: { family: "chain", height: 2.1, color: "#b3b8bc", barbed: true },
};

/** Draws a fence run. run = { points, style, back?, gates?: [{ segment, at, width, kind }], built? } */
export function drawFence(scene, run) {
  const style = STYLES[run.style];
  const { camera: c } = scene;
  const seed = scene.rng;
  for (let i = 0; i < run.points.length - 1; i++) {
    const a = run.points[i];
    const b = run.points[i + 1];
    const L = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const d = [(b[0] - a[0]) / L, (b[1] - a[1]) / L];
    let nv = [-d[1], d[0]];
    const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (nv[0] * (c.x - mid[0]) + nv[1] * (0 - mid[1]) < 0) nv = [-nv[0], -nv[1]];
    const seg = makeSegment(scene, a, d, nv, L);
    const gates = (run.gates ?? []).filter((g) => g.segment === i).sort((x, y) => x.at - y.at);
    let s = 0;
    const pieces = [];
    for (const g of gates) {
      pieces.push({ from: s, to: g.at, type: "fence" });
      pieces.push({ from: g.at, to: g.at + g.width, type: "gate", gate: g });
      s = g.at + g.width;
    }
    pieces.push({ from: s, to: L, type: "fence" });
    for (const piece of pieces) {
      if (piece.to - piece.from < 0.05) continue;
      if (piece.type === "gate") {
        drawGate(scene, seg, style, piece.from, piece.to, piece.gate, run);
        continue;
      }
      const count = Math.max(1, Math.ceil((piece.to - piece.from) / 2.44));
      const step = (piece.to - piece.from) / count;
      for (let k = 0; k < count; k++) {
        const s0 = piece.from + k * step;
        const s1 = s0 + step;
        const along = i === 0 ? s0 : s0 + 1000 * i;
        const built = run.built === undefined || along < run.built;
        const w = seg.world((s0 + s1) / 2, 0);
        if (w[1] < 0.6) continue;
        const svg = drawPanel(scene, seg, style, s0, s1, run, built, seed);
        scene.add(depthOf(w[0], w[1]), svg);
        castShadow(scene, seg, style, s0, s1, built);
      }
    }
  }
}

export function makeSegment(scene, a, d, nv, L) {
  const { camera: c } = scene;
  const world = (s, off) => [a[0] + d[0] * s + nv[0] * off, a[1] + d[1] * s + nv[1] * off];
  const p = (s, off, y) => {
    const [x, z] = world(s, off);
    return c.p(x, y, z);
  };
  return { a, d, n: nv, L, world, p, scale: (s) => c.s(Math.max(0.3, world(s, 0)[1])) };
}

/** A rectangular solid between (s0..s1) along, (o0..o1) across and (y0..y1) up. */
export function box(scene, seg, s0, s1, o0, o1, y0, y1, color) {
  const { light: l, camera: c } = scene;
  const { p, d, n, world } = seg;
  const out = [];
  const end = world(s1, (o0 + o1) / 2);
  const start = world(s0, (o0 + o1) / 2);
  if (d[0] * (c.x - end[0]) + d[1] * -end[1] > 0) {
    out.push(poly([p(s1, o0, y0), p(s1, o1, y0), p(s1, o1, y1), p(s1, o0, y1)], l.wall(color, d[0], d[1])));
  } else if (-d[0] * (c.x - start[0]) - d[1] * -start[1] > 0) {
    out.push(poly([p(s0, o0, y0), p(s0, o1, y0), p(s0, o1, y1), p(s0, o0, y1)], l.wall(color, -d[0], -d[1])));
  }
  if (y1 < c.eye) out.push(poly([p(s0, o0, y1), p(s1, o0, y1), p(s1, o1, y1), p(s0, o1, y1)], l.top(color)));
  out.push(poly([p(s0, o1, y0), p(s1, o1, y0), p(s1, o1, y1), p(s0, o1, y1)], l.wall(color, n[0], n[1])));
  return out.join("");
}

/** A flat face in the fence plane at offset `off`, from a list of [s, y] corners. */
const face = (seg, off, corners) => corners.map(([s, y]) => seg.p(s, off, y));

function boardOutline(top, s0, s1, y0, y1, depthCut) {
  if (top === "point") {
    const m = (s0 + s1) / 2;
    return [
      [s0, y0],
      [s1, y0],
      [s1, y1 - depthCut],
      [m, y1],
      [s0, y1 - depthCut],
    ];
  }
  if (top === "dogear") {
    const k = (s1 - s0) * 0.28;
    return [
      [s0, y0],
      [s1, y0],
      [s1, y1 - k],
      [s1 - k, y1],
      [s0 + k, y1],
      [s0, y1 - k],
    ];
  }
  return [
    [s0, y0],
    [s1, y0],
    [s1, y1],
    [s0, y1],
  ];
}

/** Vertical boards with grain lines; returns svg. */
function boards(scene, seg, style, s0, s1, off, pitch, width, topAt, rng, shade = 1) {
  const { light: l } = scene;
  const out = [];
  const grain = [];
  let grainColor = null;
  for (let s = s0 + (pitch - width) / 2; s + width <= s1 + 0.001; s += pitch) {
    const base = vary(rng.pick(style.colors), rng, style.colors === WHITE ? 0.02 : 0.07);
    const fill = light(l.wall(base, seg.n[0], seg.n[1]), shade);
    const top = topAt(s + width / 2);
    out.push(poly(face(seg, off, boardOutline(style.top, s, s + width, 0.04, top, 0.07)), fill));
    const px = seg.scale(s) * width;
    if (px > 5 && style.colors !== WHITE) {
      grainColor = light(fill, 0.8);
      for (let g = 0; g < (px > 14 ? 3 : 1); g++) {
        const u = s + width * rng.range(0.15, 0.85);
        const v = u + rng.jitter(0.01);
        grain.push([
          seg.p(u, off + 0.001, 0.08 + rng.range(0, 0.3)),
          seg.p(v, off + 0.001, top - rng.range(0.05, 0.4)),
        ]);
      }
      if (px > 12 && rng.chance(0.25)) {
        const y = rng.range(0.3, top - 0.3);
        const [kx, ky] = seg.p(s + width * rng.range(0.3, 0.7), off, y);
        out.push(
          `<ellipse cx="${n1(kx)}" cy="${n1(ky)}" rx="${n1(px * 0.06)}" ry="${n1(px * 0.1)}" fill="${light(fill, 0.62)}"/>`,
        );
      }
    }
  }
  if (grain.length) out.push(segments(grain, grainColor, Math.max(0.4, seg.scale(s0) * 0.003), 'opacity="0.55"'));
  return out.join("");
}

function occlusion(scene, seg, s0, s1, off, top) {
  return poly(
    face(seg, off + 0.002, [
      [s0, 0],
      [s1, 0],
      [s1, top],
      [s0, top],
    ]),
    "url(#ao)",
  );
}

function post(scene, seg, style, s, heightAbove, color, width, capStyle) {
  const w = width / 2;
  const h = style.height + heightAbove;
  let svg = box(scene, seg, s - w, s + w, -w, w, 0, h, color);
  if (capStyle === "cap") svg += box(scene, seg, s - w * 1.35, s + w * 1.35, -w * 1.35, w * 1.35, h, h + 0.035, color);
  if (capStyle === "pyramid") {
    svg += box(scene, seg, s - w * 1.3, s + w * 1.3, -w * 1.3, w * 1.3, h, h + 0.03, color);
    svg += poly(
      [seg.p(s - w * 1.1, w * 1.3, h + 0.03), seg.p(s + w * 1.1, w * 1.3, h + 0.03), seg.p(s, 0, h + 0.11)],
      scene.light.wall(color, seg.n[0], seg.n[1]),
    );
  }
  if (capStyle === "ball") {
    svg += box(scene, seg, s - w * 1.2, s + w * 1.2, -w * 1.2, w * 1.2, h, h + 0.02, color);
    const [bx, by] = seg.p(s, 0, h + 0.05);
    const r = seg.scale(s) * w * 1.1;
    svg += `<circle cx="${n1(bx)}" cy="${n1(by)}" r="${n1(Math.max(0.5, r))}" fill="${scene.light.top(color)}"/>`;
  }
  return svg;
}

/** A round galvanised pipe, shaded across its width. */
function pipe(scene, seg, s, y0, y1, radius, color) {
  const [, by] = seg.p(s, 0, y0);
  const [tx, ty] = seg.p(s, 0, y1);
  const r = Math.max(0.6, seg.scale(s) * radius);
  const id = pipeGradient(scene, color);
  return `<rect x="${n1(tx - r)}" y="${n1(ty)}" width="${n1(2 * r)}" height="${n1(by - ty)}" fill="url(#${id})"/><ellipse cx="${n1(tx)}" cy="${n1(ty)}" rx="${n1(r * 1.15)}" ry="${n1(r * 0.7)}" fill="${scene.light.top(color)}"/>`;
}

const pipeIds = new WeakMap();
function pipeGradient(scene, color) {
  let map = pipeIds.get(scene);
  if (!map) pipeIds.set(scene, (map = {}));
  if (map[color]) return map[color];
  const id = scene.id("pipe");
  const l = scene.light;
  const lit = l.lit(-1, 0) ? 0.15 : 0.85;
  const hi = l.top(mix(color, "#ffffff", 0.35));
  const lo = light(l.wall(color, 0, -1), 0.65);
  scene.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lo}"/><stop offset="${lit}" stop-color="${hi}"/><stop offset="1" stop-color="${lo}"/></linearGradient>`,
  );
  map[color] = id;
  return id;
}

function drawPanel(scene, seg, style, s0, s1, run, built, rng, topAt = () => style.height) {
  const out = [];
  const fam = style.family;
  const back = run.back === true;
  const color = style.colors?.[0] ?? style.color;
  if (fam === "privacy" || fam === "shadowbox") {
    const postColor = style.colors === CEDAR ? "#9c6238" : light(color, 0.9);
    const boardOff = back ? -0.085 : 0.085;
    const posts = [
      post(scene, seg, style, s0, back ? 0 : 0.02, postColor, 0.09, back ? "none" : "cap"),
      post(scene, seg, style, s1, back ? 0 : 0.02, postColor, 0.09, back ? "none" : "cap"),
    ];
    const rails = [0.25, style.height / 2, style.height - 0.2]
      .map((y) =>
        box(scene, seg, s0, s1, back ? -0.085 : 0.045, back ? -0.045 : 0.085, y, y + 0.09, light(color, 0.92)),
      )
      .join("");
    if (!built) return posts.join("") + (run.railsWhenUnbuilt ? rails : "");
    if (back) {
      out.push(boards(scene, seg, style, s0, s1, boardOff, style.board + 0.004, style.board, topAt, rng, 0.95));
      out.push(occlusion(scene, seg, s0, s1, boardOff, style.height));
      out.push(rails, posts.join(""));
      return out.join("");
    }
    out.push(posts.join(""));
    if (fam === "shadowbox") {
      out.push(
        poly(
          face(seg, -0.02, [
            [s0, 0.04],
            [s1, 0.04],
            [s1, style.height],
            [s0, style.height],
          ]),
          light(color, 0.35),
        ),
      );
      out.push(boards(scene, seg, style, s0, s1, -0.02, style.board * 2, style.board, topAt, rng, 0.78));
      out.push(boards(scene, seg, style, s0 + style.board, s1, boardOff, style.board * 2, style.board, topAt, rng));
    } else {
      out.push(
        poly(
          face(seg, boardOff - 0.005, [
            [s0, 0.04],
            [s1, 0.04],
            [s1, style.height - 0.03],
            [s0, style.height - 0.03],
          ]),
          light(color, 0.4),
        ),
      );
      out.push(boards(scene, seg, style, s0, s1, boardOff, style.board + 0.004, style.board, topAt, rng));
    }
    out.push(occlusion(scene, seg, s0, s1, boardOff + 0.01, style.height));
    if (style.cap) {
      const h = style.height;
      out.push(box(scene, seg, s0, s1, boardOff, boardOff + 0.03, h - 0.14, h - 0.05, light(color, 0.97)));
      out.push(box(scene, seg, s0 - 0.02, s1 + 0.02, -0.05, boardOff + 0.04, h, h + 0.04, light(color, 1.02)));
    }
    return out.join("");
  }
  if (fam === "picket") {
    const postW = style.vinyl ? 0.127 : 0.09;
    const posts = [s0, s1]
      .map((s) => post(scene, seg, style, s, 0.12, color, postW, style.vinyl ? "cap" : "pyramid"))
      .join("");
    const rails = [0.22, style.height - 0.3]
      .map((y) => box(scene, seg, s0, s1, -0.02, 0.03, y, y + (style.vinyl ? 0.09 : 0.07), light(color, 0.9)))
      .join("");
    if (!built) return posts;
    if (style.vinyl)
      out.push(
        rails,
        boards(
          scene,
          seg,
          style,
          s0 + postW / 2,
          s1 - postW / 2,
          0.0,
          style.board + style.gap,
          style.board,
          topAt,
          rng,
        ),
        posts,
      );
    else
      out.push(posts, rails, boards(scene, seg, style, s0, s1, 0.05, style.board + style.gap, style.board, topAt, rng));
    return out.join("");
  }
  if (fam === "vinyl") {
    const h = style.height;
    const w = 0.0635;
    const a0 = s0 + w;
    const a1 = s1 - w;
    const fill = scene.light.wall(color, seg.n[0], seg.n[1]);
    const solidTop = style.lattice ? h - 0.4 : h - 0.1;
    out.push(
      poly(
        face(seg, 0, [
          [a0, 0.06],
          [a1, 0.06],
          [a1, solidTop],
          [a0, solidTop],
        ]),
        fill,
      ),
    );
    const grooves = [];
    for (let s = a0 + 0.15; s < a1; s += 0.15) grooves.push([seg.p(s, 0.001, 0.08), seg.p(s, 0.001, solidTop)]);
    out.push(segments(grooves, light(fill, 0.86), Math.max(0.4, seg.scale(s0) * 0.004)));
    out.push(occlusion(scene, seg, a0, a1, 0.002, solidTop));
    out.push(box(scene, seg, a0, a1, -0.03, 0.03, 0.02, 0.1, color));
    if (style.lattice) {
      const lat = [];
      const y0 = solidTop + 0.06;
      const y1 = h - 0.08;
      const step = 0.11;
      for (let k = -(y1 - y0); k < a1 - a0 + (y1 - y0); k += step) {
        for (const sign of [1, -1]) lat.push(clipDiagonal(seg, a0, a1, y0, y1, k, sign));
      }
      out.push(segments(lat.filter(Boolean), light(fill, 0.97), Math.max(0.6, seg.scale(s0) * 0.02)));
      out.push(box(scene, seg, a0, a1, -0.03, 0.03, solidTop, solidTop + 0.06, color));
    }
    out.push(box(scene, seg, a0, a1, -0.035, 0.035, h - 0.1, h, color));
    out.push(
      post(scene, seg, style, s0, 0.06, color, 0.127, "pyramid"),
      post(scene, seg, style, s1, 0.06, color, 0.127, "pyramid"),
    );
    return out.join("");
  }
  if (fam === "metal") {
    const h = style.height;
    const col = style.color;
    const fill = scene.light.wall(col, seg.n[0], seg.n[1]);
    const postW = style.heavy ? 0.1 : 0.06;
    const a0 = s0 + postW / 2;
    const a1 = s1 - postW / 2;
    const pick = 0.02;
    for (let s = a0 + style.spacing / 2; s < a1 - 0.01; s += style.spacing) {
      const top = topAt(s) + (style.spear ? 0.05 : -0.02);
      const quad = face(seg, 0, [
        [s - pick / 2, 0.06],
        [s + pick / 2, 0.06],
        [s + pick / 2, top],
        [s - pick / 2, top],
      ]);
      out.push(poly(quad, fill));
      if (style.spear)
        out.push(
          poly(
            face(seg, 0.005, [
              [s - pick * 1.1, top],
              [s + pick * 1.1, top],
              [s, top + 0.09],
            ]),
            fill,
          ),
        );
      if (style.puppy && s + style.spacing / 2 < a1) {
        const q = s + style.spacing / 2;
        out.push(
          poly(
            face(seg, 0, [
              [q - pick / 2, 0.06],
              [q + pick / 2, 0.06],
              [q + pick / 2, 0.45],
              [q - pick / 2, 0.45],
            ]),
            fill,
          ),
        );
      }
    }
    const railYs = style.spear ? [0.1, h - 0.18, ...(style.heavy ? [h - 0.9] : [])] : [0.1, h - 0.22, h - 0.05];
    for (const y of railYs) out.push(box(scene, seg, a0, a1, -0.02, 0.02, y, y + 0.035, col));
    if (style.puppy) out.push(box(scene, seg, a0, a1, -0.02, 0.02, 0.43, 0.46, col));
    out.push(
      post(scene, seg, style, s0, 0.08, col, postW, style.heavy ? "pyramid" : "ball"),
      post(scene, seg, style, s1, 0.08, col, postW, style.heavy ? "pyramid" : "ball"),
    );
    return out.join("");
  }
  if (fam === "chain") {
    const h = style.height;
    out.push(pipe(scene, seg, s0, 0, h + 0.05, 0.03, style.color));
    out.push(mesh(scene, seg, style, s0, s1, 0.03, h));
    const rail = [seg.p(s0, 0.02, h), seg.p(s1, 0.02, h)];
    const z = Math.max(0.5, seg.world((s0 + s1) / 2, 0)[1]);
    out.push(segments([rail], scene.light.top(style.color), scene.camera.s(z) * 0.042, 'stroke-linecap="round"'));
    out.push(
      segments(
        [[seg.p(s0, 0.02, h + 0.012), seg.p(s1, 0.02, h + 0.012)]],
        mix(style.color, "#ffffff", 0.4),
        scene.camera.s(z) * 0.012,
        'opacity="0.6"',
      ),
    );
    if (style.barbed) {
      const wires = [0.12, 0.22, 0.32].map((dy) => [seg.p(s0, -0.1, h + dy), seg.p(s1, -0.1, h + dy)]);
      out.push(segments(wires, light(style.color, 0.7), scene.camera.s(z) * 0.006));
      out.push(
        segments(
          [
            [seg.p(s0, 0, h), seg.p(s0, -0.12, h + 0.36)],
            [seg.p(s1, 0, h), seg.p(s1, -0.12, h + 0.36)],
          ],
          style.color,
          scene.camera.s(z) * 0.03,
        ),
      );
    }
    out.push(pipe(scene, seg, s1, 0, h + 0.05, 0.03, style.color));
    return out.join("");
  }
  return "";
}

function clipDiagonal(seg, a0, a1, y0, y1, k, sign) {
  // Line s - a0 = k + sign * (y - y0) inside the rectangle [a0, a1] x [y0, y1].
  const pts = [];
  for (const y of [y0, y1]) {
    const s = a0 + k + sign * (y - y0);
    if (s >= a0 - 1e-6 && s <= a1 + 1e-6) pts.push([s, y]);
  }
  for (const s of [a0, a1]) {
    const y = y0 + (s - a0 - k) / sign;
    if (y > y0 && y < y1) pts.push([s, y]);
  }
  if (pts.length < 2) return null;
  return [seg.p(pts[0][0], 0.002, pts[0][1]), seg.p(pts[1][0], 0.002, pts[1][1])];
}

/** Chain-link mesh: two families of diagonal wires; far away they merge into a grey veil. */
function mesh(scene, seg, style, s0, s1, y0, y1) {
  const z = Math.max(0.5, seg.world((s0 + s1) / 2, 0)[1]);
  const px = scene.camera.s(z);
  const base = 0.06;
  const mult = Math.max(1, Math.ceil(3.2 / (px * base)));
  const step = base * mult;
  const lines = [];
  for (let k = -(y1 - y0); k < s1 - s0 + (y1 - y0); k += step) {
    for (const sign of [1, -1]) {
      const l = clipDiagonal(seg, s0, s1, y0, y1, k, sign);
      if (l) lines.push(l);
    }
  }
  const color = scene.light.top(style.color);
  const veil = poly(
    face(seg, 0, [
      [s0, y0],
      [s1, y0],
      [s1, y1],
      [s0, y1],
    ]),
    color,
    `opacity="${n1(Math.min(0.45, 0.1 + 0.05 * mult))}"`,
  );
  return (
    veil +
    segments(lines, color, Math.max(0.45, px * 0.0035), 'opacity="0.8"') +
    segments([[seg.p(s0, 0, y0), seg.p(s1, 0, y0)]], color, Math.max(0.5, px * 0.006))
  );
}

function castShadow(scene, seg, style, s0, s1, built) {
  const { light: l, camera: c } = scene;
  const h = built ? style.height : 0.2;
  const [dx, dz] = l.shadow(h);
  const a = seg.world(s0, 0);
  const b = seg.world(s1, 0);
  const solid = ["privacy", "shadowbox", "vinyl"].includes(style.family) && built;
  const opacity =
    (solid ? 0.42 : style.family === "chain" ? 0.12 : 0.2) *
    Math.min(1, l.elevation > 0.85 ? 0.8 : 1) *
    (l.azimuth ? 1 : 1);
  const quad = [
    c.p(a[0], 0, a[1]),
    c.p(b[0], 0, b[1]),
    c.p(b[0] + dx, 0, Math.max(0.3, b[1] + dz)),
    c.p(a[0] + dx, 0, Math.max(0.3, a[1] + dz)),
  ];
  scene.shadow(poly(quad, "#10160a", `opacity="${n1(opacity * scene.shadowStrength)}"`));
}

/** A gate between two heavy posts: one or two leaves, optionally arched. */
function drawGate(scene, seg, style, g0, g1, gate, run) {
  const { rng } = scene;
  const width = g1 - g0;
  const mid = seg.world((g0 + g1) / 2, 0);
  const depth = depthOf(mid[0], mid[1]);
  const out = [];
  const kind = gate.kind;
  const h = style.height;
  const leaves = kind === "double" || kind === "metalDouble" ? 2 : 1;
  const arch = gate.arch ?? 0;
  const topAt = (s) => h + arch * Math.sin((Math.PI * (s - g0)) / width);
  const postColor =
    gate.postColor ??
    (style.family === "chain"
      ? null
      : style.family === "metal"
        ? style.color
        : kind === "double"
          ? "#26272a"
          : "#8f5a34");
  if (kind === "rolling") {
    const roll = { ...style, height: h - 0.1 };
    out.push(pipe(scene, seg, g0, 0, h + 0.1, 0.045, style.color));
    const front = 0.25;
    const frame = [
      [g0 + 0.1, 0.15],
      [g1 + 0.6, 0.15],
      [g1 + 0.6, h],
      [g0 + 0.1, h],
      [g0 + 0.1, 0.15],
    ].map(([s, y]) => seg.p(s, front, y));
    out.push(mesh(scene, { ...seg, p: (s, off, y) => seg.p(s, off + front, y) }, roll, g0 + 0.1, g1 + 0.6, 0.15, h));
    const pairs = frame.slice(0, -1).map((p, i) => [p, frame[i + 1]]);
    out.push(segments(pairs, scene.light.top(style.color), seg.scale(g0) * 0.05));
    for (const s of [g0 + 0.4, g1 + 0.2]) {
      const [wx, wy] = seg.p(s, front, 0.08);
      out.push(`<circle cx="${n1(wx)}" cy="${n1(wy)}" r="${n1(seg.scale(s) * 0.08)}" fill="#3a3b3c"/>`);
    }
    scene.add(depth - 0.3, out.join(""));
    return;
  }
  if (kind === "brickColumns" || gate.columns) {
    for (const s of [g0 - 0.25, g1 + 0.25]) {
      const col = gate.columns ?? "#9c4a34";
      out.push(box(scene, seg, s - 0.25, s + 0.25, -0.25, 0.25, 0, h + 0.35, col));
      out.push(brickLines(scene, seg, s - 0.25, s + 0.25, 0.25, 0, h + 0.35, col));
      out.push(box(scene, seg, s - 0.3, s + 0.3, -0.3, 0.3, h + 0.35, h + 0.45, "#cfc7b8"));
    }
  } else if (postColor) {
    for (const s of [g0, g1]) out.push(box(scene, seg, s - 0.07, s + 0.07, -0.07, 0.07, 0, h + 0.15, postColor));
    if (style.family !== "metal")
      for (const s of [g0, g1])
        out.push(box(scene, seg, s - 0.09, s + 0.09, -0.09, 0.09, h + 0.15, h + 0.19, postColor));
  } else {
    for (const s of [g0, g1]) out.push(pipe(scene, seg, s, 0, h + 0.1, 0.045, style.color));
  }
  const leafW = (width - 0.16) / leaves;
  for (let i = 0; i < leaves; i++) {
    const l0 = g0 + 0.08 + i * leafW + 0.02;
    const l1 = l0 + leafW - 0.04;
    const hingeLeft = i === 0;
    if (style.family === "metal") {
      out.push(
        drawPanel(scene, seg, { ...style, heavy: false }, l0, l1, run, true, rng, topAt).replace(
          /<circle[^>]*\/>/g,
          "",
        ),
      );
      out.push(
        box(scene, seg, l0, l0 + 0.04, -0.02, 0.02, 0.06, topAt(l0), style.color),
        box(scene, seg, l1 - 0.04, l1, -0.02, 0.02, 0.06, topAt(l1), style.color),
      );
      if (arch) out.push(archRail(scene, seg, l0, l1, topAt, style.color, 0.03));
      if (gate.latch) out.push(box(scene, seg, l1 - 0.09, l1 + 0.02, 0.0, 0.06, h - 0.32, h - 0.12, "#111111"));
    } else if (style.family === "chain") {
      out.push(mesh(scene, seg, style, l0 + 0.03, l1 - 0.03, 0.1, h - 0.08));
      const frame = [
        [l0, 0.08],
        [l1, 0.08],
        [l1, h - 0.05],
        [l0, h - 0.05],
        [l0, 0.08],
      ].map(([s, y]) => seg.p(s, 0.01, y));
      out.push(
        segments(
          frame.slice(0, -1).map((p, k) => [p, frame[k + 1]]),
          scene.light.top(style.color),
          seg.scale(l0) * 0.04,
        ),
      );
    } else {
      const boardStyle =
        style.family === "vinyl"
          ? { ...style, top: "flat", colors: style.colors }
          : { ...style, top: arch ? "flat" : style.top };
      const pitch = style.family === "picket" ? style.board + style.gap : (style.board ?? 0.14) + 0.004;
      const bw = style.family === "picket" ? style.board : (style.board ?? 0.14);
      const gateTop = style.family === "picket" ? topAt : (s) => topAt(s) - (kind === "double" ? 0.05 : 0);
      out.push(
        poly(
          face(seg, 0.05, [
            [l0, 0.08],
            [l1, 0.08],
            [l1, gateTop(l1) - 0.1],
            [l0, gateTop(l0) - 0.1],
          ]),
          light((style.colors ?? ["#777777"])[0], 0.35),
          style.family === "picket" ? 'opacity="0"' : "",
        ),
      );
      out.push(boards(scene, seg, boardStyle, l0, l1, 0.06, pitch, bw, gateTop, rng));
      out.push(occlusion(scene, seg, l0, l1, 0.07, h));
      if (kind === "double") {
        const frameColor = "#26272a";
        const pairs = [
          [
            [l0, 0.1],
            [l1, 0.1],
          ],
          [
            [l0, 0.1],
            [l0, gateTop(l0)],
          ],
          [
            [l1, 0.1],
            [l1, gateTop(l1)],
          ],
          [
            [l0, h * 0.5],
            [l1, h * 0.5],
          ],
        ].map(([p1, p2]) => [seg.p(p1[0], 0.075, p1[1]), seg.p(p2[0], 0.075, p2[1])]);
        out.push(segments(pairs, scene.light.wall(frameColor, seg.n[0], seg.n[1]), seg.scale(l0) * 0.05));
        out.push(archRail(scene, seg, l0, l1, gateTop, frameColor, 0.05, 0.075));
      } else {
        const strap = "#1d1d1d";
        const hs = hingeLeft ? l0 : l1;
        const dir = hingeLeft ? 1 : -1;
        for (const y of [0.35, h - 0.4])
          out.push(
            poly(
              face(seg, 0.075, [
                [hs, y],
                [hs + dir * 0.35, y + 0.01],
                [hs + dir * 0.35, y + 0.04],
                [hs, y + 0.05],
              ]),
              strap,
            ),
          );
        const ls = hingeLeft ? l1 : l0;
        out.push(
          poly(
            face(seg, 0.075, [
              [ls - dir * 0.1, 1.0],
              [ls - dir * 0.02, 1.0],
              [ls - dir * 0.02, 1.08],
              [ls - dir * 0.1, 1.08],
            ]),
            strap,
          ),
        );
        if (arch)
          out.push(archRail(scene, seg, l0, l1, topAt, light((style.colors ?? ["#8f5a34"])[0], 0.85), 0.04, 0.075));
      }
    }
  }
  scene.add(depth - 0.05, out.join(""));
  castShadow(scene, seg, style, g0, g1, true);
}

function archRail(scene, seg, s0, s1, topAt, color, thickness, off = 0.02) {
  const pts = [];
  for (let t = 0; t <= 12; t++) {
    const s = s0 + ((s1 - s0) * t) / 12;
    pts.push(seg.p(s, off, topAt(s) - thickness / 2));
  }
  const d = pts.map(([x, y], i) => `${i ? "L" : "M"}${n1(x)} ${n1(y)}`).join("");
  return `<path d="${d}" fill="none" stroke="${scene.light.top(color)}" stroke-width="${n1(Math.max(0.8, seg.scale(s0) * thickness))}" stroke-linecap="round"/>`;
}

export function brickLines(scene, seg, s0, s1, off, y0, y1, color) {
  const lines = [];
  const mortar = mix(scene.light.wall(color, seg.n[0], seg.n[1]), "#e8e0d0", 0.45);
  let row = 0;
  for (let y = y0 + 0.075; y < y1; y += 0.075, row++) {
    lines.push([seg.p(s0, off + 0.002, y), seg.p(s1, off + 0.002, y)]);
    for (let s = s0 + (row % 2 ? 0.1 : 0.2); s < s1; s += 0.2)
      lines.push([seg.p(s, off + 0.002, y), seg.p(s, off + 0.002, y - 0.075)]);
  }
  return segments(lines, mortar, Math.max(0.4, seg.scale(s0) * 0.008), 'opacity="0.8"');
}

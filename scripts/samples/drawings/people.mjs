// The crew: simple figures in company shirts carrying boards, setting posts
// and fastening pickets, plus the lumber and tools of a job site.
import { depthOf } from "./world.mjs";
import { ellipse, light, mix, n1, poly, rect, segments } from "./util.mjs";
import { themeColour } from "../../lib/theme-colour.mjs";

/** The company shirts, in the brand's greens (app/styles/theme.css): a new brand colour redraws the crew. */
export const CREW_SHIRTS = { light: themeColour("brand"), dark: themeColour("brand-dark") };

const SKIN = ["#e8b896", "#c68a64", "#8d5a3b", "#f0c7a6", "#a86f4c"];

export function drawPerson(scene, x, z, o = {}) {
  const { camera: c, light: l, rng } = scene;
  const s = c.s(z) * (o.scale ?? 1);
  const [bx, by] = c.p(x, 0, z);
  const X = (m) => bx + m * s;
  const Y = (m) => by - m * s;
  const shirt = l.wall(o.shirt ?? CREW_SHIRTS.light, 0, -1);
  const pants = l.wall(o.pants ?? "#3d4f6b", 0, -1);
  const skin = l.wall(o.skin ?? rng.pick(SKIN), 0, -1);
  const cap = l.wall(o.cap ?? "#2a2f2a", 0, -1);
  const dir = o.facing ?? 1;
  const out = [ellipse(bx, by, 0.45 * s, 0.08 * s, "#0d1408", 'opacity="0.35"')];
  const pose = o.pose ?? "stand";
  const kneel = pose === "kneel";
  // Legs and boots.
  if (kneel) {
    out.push(
      poly(
        [
          [X(-0.15), Y(0.05)],
          [X(0.3 * dir), Y(0.05)],
          [X(0.3 * dir), Y(0.5)],
          [X(-0.15), Y(0.5)],
        ],
        pants,
      ),
    );
    out.push(rect(X(-0.32), Y(0.1), 0.2 * s, 0.1 * s, "#4a3320"));
  } else {
    out.push(
      poly(
        [
          [X(-0.16), Y(0.06)],
          [X(-0.02), Y(0.06)],
          [X(0.0), Y(0.9)],
          [X(-0.17), Y(0.9)],
        ],
        pants,
      ),
    );
    out.push(
      poly(
        [
          [X(0.03), Y(0.06)],
          [X(0.17), Y(0.06)],
          [X(0.17), Y(0.9)],
          [X(0.0), Y(0.9)],
        ],
        light(pants, 0.9),
      ),
    );
    out.push(
      rect(X(-0.19), Y(0.08), 0.2 * s, 0.08 * s, "#4a3320"),
      rect(X(0.01), Y(0.08), 0.2 * s, 0.08 * s, "#4a3320"),
    );
  }
  const hip = kneel ? 0.5 : 0.9;
  // Torso with the lit side brighter.
  out.push(
    `<rect x="${n1(X(-0.21))}" y="${n1(Y(hip + 0.58))}" width="${n1(0.42 * s)}" height="${n1(0.6 * s)}" rx="${n1(0.08 * s)}" fill="${shirt}"/>`,
  );
  out.push(
    rect(
      X(Math.sin(l.azimuth) > 0 ? 0.05 : -0.19),
      Y(hip + 0.5),
      0.14 * s,
      0.45 * s,
      light(shirt, 1.12),
      'opacity="0.5"',
    ),
  );
  out.push(rect(X(-0.21), Y(hip + 0.06), 0.42 * s, 0.06 * s, "#3a2a1c"));
  // Arms, per pose.
  const arm = (x0, y0, x1, y1) =>
    segments(
      [
        [
          [X(x0), Y(y0)],
          [X(x1), Y(y1)],
        ],
      ],
      shirt,
      0.11 * s,
      'stroke-linecap="round"',
    ) +
    segments(
      [
        [
          [X(x1), Y(y1)],
          [X(x1 + (x1 - x0) * 0.25), Y(y1 + (y1 - y0) * 0.25)],
        ],
      ],
      skin,
      0.09 * s,
      'stroke-linecap="round"',
    );
  const sh = hip + 0.52;
  if (pose === "carry") {
    out.push(arm(-0.18, sh, -0.25, sh + 0.15), arm(0.18, sh, 0.25, sh + 0.15));
    const board = l.wall(o.board ?? "#c68048", 0, -1);
    out.push(
      rect(X(-1.3), Y(sh + 0.26), 2.6 * s, 0.09 * s, board),
      rect(X(-1.3), Y(sh + 0.17), 2.6 * s, 0.03 * s, light(board, 0.7)),
    );
  } else if (pose === "hammer") {
    out.push(arm(-0.18 * dir, sh, -0.1 * dir, sh - 0.45), arm(0.18 * dir, sh, 0.4 * dir, sh + 0.3));
    out.push(
      segments(
        [
          [
            [X(0.48 * dir), Y(sh + 0.38)],
            [X(0.6 * dir), Y(sh + 0.12)],
          ],
        ],
        "#7a5a3a",
        0.04 * s,
      ),
      rect(X(0.5 * dir) - 0.08 * s, Y(sh + 0.42), 0.16 * s, 0.06 * s, "#333333"),
    );
  } else if (pose === "dig") {
    out.push(arm(-0.18, sh, -0.12, sh - 0.2), arm(0.18, sh, 0.12, sh - 0.2));
    out.push(
      segments(
        [
          [
            [X(-0.08), Y(sh - 0.1)],
            [X(-0.05), Y(0)],
          ],
          [
            [X(0.08), Y(sh - 0.1)],
            [X(0.05), Y(0)],
          ],
        ],
        "#8a6a44",
        0.04 * s,
      ),
    );
  } else if (pose === "kneel") {
    out.push(arm(0.15 * dir, sh, 0.45 * dir, sh - 0.2), arm(-0.15 * dir, sh, 0.35 * dir, sh - 0.3));
    out.push(rect(X(0.5 * dir) - 0.05 * s, Y(sh - 0.1), 0.12 * s, 0.14 * s, "#e0b020"));
  } else {
    out.push(arm(-0.18, sh, -0.24, sh - 0.5), arm(0.18, sh, 0.24, sh - 0.5));
  }
  // Head and cap.
  const hy = sh + 0.22;
  out.push(rect(X(-0.05), Y(sh + 0.1), 0.1 * s, 0.1 * s, skin));
  out.push(`<ellipse cx="${n1(X(0))}" cy="${n1(Y(hy))}" rx="${n1(0.1 * s)}" ry="${n1(0.12 * s)}" fill="${skin}"/>`);
  if (o.cap !== null) {
    out.push(
      `<path d="M${n1(X(-0.11))} ${n1(Y(hy + 0.03))}A${n1(0.11 * s)} ${n1(0.1 * s)} 0 0 1 ${n1(X(0.11))} ${n1(Y(hy + 0.03))}Z" fill="${cap}"/>`,
    );
    out.push(rect(X(dir > 0 ? 0.05 : -0.2), Y(hy + 0.04), 0.15 * s, 0.025 * s, light(cap, 0.8)));
  } else {
    out.push(
      `<path d="M${n1(X(-0.11))} ${n1(Y(hy))}A${n1(0.11 * s)} ${n1(0.11 * s)} 0 0 1 ${n1(X(0.11))} ${n1(Y(hy))}Z" fill="${o.hair ?? "#3a2a1e"}"/>`,
    );
  }
  scene.add(depthOf(x, z) - 0.1, out.join(""));
}

/** A stack of fence boards on two blocks. */
export function drawLumber(scene, x, z, color = "#c68048") {
  const { camera: c, light: l } = scene;
  const s = c.s(z);
  const [bx, by] = c.p(x, 0, z);
  const face = l.wall(color, 0, -1);
  const out = [rect(bx - 1.4 * s, by - 0.12 * s, 2.8 * s, 0.12 * s, "#6a6a66")];
  for (let k = 0; k < 6; k++)
    out.push(rect(bx - 1.25 * s, by - (0.12 + (k + 1) * 0.04) * s, 2.5 * s, 0.04 * s, k % 2 ? face : light(face, 0.9)));
  out.push(
    poly(
      [
        [bx - 1.25 * s, by - 0.36 * s],
        [bx + 1.25 * s, by - 0.36 * s],
        [bx + 1.1 * s, by - 0.42 * s],
        [bx - 1.1 * s, by - 0.42 * s],
      ],
      l.top(color),
    ),
  );
  scene.add(depthOf(x, z), out.join(""));
}

export function drawWheelbarrow(scene, x, z) {
  const { camera: c, light: l } = scene;
  const s = c.s(z);
  const [bx, by] = c.p(x, 0, z);
  const tub = l.wall("#3f7a4a", 0, -1);
  const out = [
    poly(
      [
        [bx - 0.5 * s, by - 0.75 * s],
        [bx + 0.45 * s, by - 0.75 * s],
        [bx + 0.3 * s, by - 0.35 * s],
        [bx - 0.35 * s, by - 0.35 * s],
      ],
      tub,
    ),
    poly(
      [
        [bx - 0.48 * s, by - 0.75 * s],
        [bx + 0.43 * s, by - 0.75 * s],
        [bx + 0.4 * s, by - 0.68 * s],
        [bx - 0.45 * s, by - 0.68 * s],
      ],
      "#8a8a82",
    ),
    `<circle cx="${n1(bx + 0.45 * s)}" cy="${n1(by - 0.18 * s)}" r="${n1(0.18 * s)}" fill="#222222"/>`,
    segments(
      [
        [
          [bx - 0.3 * s, by - 0.4 * s],
          [bx - 0.9 * s, by - 0.55 * s],
        ],
        [
          [bx - 0.2 * s, by - 0.35 * s],
          [bx - 0.25 * s, by],
        ],
      ],
      "#5a4a3a",
      0.04 * s,
    ),
  ];
  scene.add(depthOf(x, z), out.join(""));
}

/** Bags of concrete mix for setting posts. */
export function drawBags(scene, x, z) {
  const { camera: c, light: l } = scene;
  const s = c.s(z);
  const [bx, by] = c.p(x, 0, z);
  const out = [];
  for (let k = 0; k < 3; k++)
    out.push(
      `<rect x="${n1(bx + (k - 1.5) * 0.45 * s)}" y="${n1(by - 0.18 * s)}" width="${n1(0.42 * s)}" height="${n1(0.18 * s)}" rx="${n1(0.05 * s)}" fill="${l.wall(mix("#d8cdb0", "#c0392b", k === 1 ? 0.1 : 0), 0, -1)}"/>`,
    );
  scene.add(depthOf(x, z), out.join(""));
}

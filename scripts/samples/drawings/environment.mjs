// Sky, weather, season, distant trees and the lawn: everything behind and under the work.
import { makeLight } from "./world.mjs";
import { circle, ellipse, light, mix, n1, poly, rect, segments, vary } from "./util.mjs";

export const SKIES = {
  clear: {
    top: "#2f6db5",
    mid: "#6fa3d8",
    horizon: "#c4dcef",
    sun: "#fff4e0",
    ambient: 0.69,
    ambientTint: "#dde7ff",
    direct: 0.62,
    elevation: [0.7, 1.05],
    clouds: "cumulus",
    haze: 0.35,
  },
  morning: {
    top: "#4f86c6",
    mid: "#93b9dc",
    horizon: "#ecdcc4",
    sun: "#fff0d6",
    ambient: 0.69,
    ambientTint: "#e2e6f5",
    direct: 0.6,
    elevation: [0.35, 0.55],
    clouds: "cumulus",
    haze: 0.4,
  },
  golden: {
    top: "#4e6c9e",
    mid: "#c9a48e",
    horizon: "#f6cf94",
    sun: "#ffcf8c",
    ambient: 0.6,
    ambientTint: "#cfc6dc",
    direct: 0.78,
    elevation: [0.12, 0.22],
    clouds: "streaks",
    haze: 0.45,
  },
  dusk: {
    top: "#223563",
    mid: "#9a5f7c",
    horizon: "#f49a5c",
    sun: "#ff9f63",
    ambient: 0.54,
    ambientTint: "#9b9cc6",
    direct: 0.45,
    elevation: [0.05, 0.1],
    clouds: "streaks",
    haze: 0.55,
    windowsLit: true,
  },
  overcast: {
    top: "#8a96a3",
    mid: "#b3bcc4",
    horizon: "#d8dcdf",
    sun: "#f2f2f0",
    ambient: 0.95,
    ambientTint: "#eceff2",
    direct: 0.12,
    elevation: [0.9, 1.1],
    clouds: "overcast",
    haze: 0.5,
  },
  summerHaze: {
    top: "#5e95cf",
    mid: "#9cc0df",
    horizon: "#e3ebe9",
    sun: "#fffbe8",
    ambient: 0.74,
    ambientTint: "#e6eefc",
    direct: 0.55,
    elevation: [0.8, 1.1],
    clouds: "cumulus",
    haze: 0.45,
  },
};

export const SEASONS = {
  summer: {
    lawnFar: "#86a452",
    lawnNear: "#4a7a28",
    trees: ["#3c6a2a", "#4a7830", "#35602a", "#557f36"],
    shrubs: ["#3f6e2e", "#4d7d35"],
    flowers: ["#e0487a", "#f2d04a", "#ffffff"],
  },
  spring: {
    lawnFar: "#a4c861",
    lawnNear: "#5d9833",
    trees: ["#6ea23e", "#82b34b", "#5b9236", "#94bf55"],
    shrubs: ["#5a9338", "#6ca643"],
    flowers: ["#f4b6c8", "#ffffff", "#f6e46a", "#c58ae0"],
    blossom: ["#f3c3d2", "#fbeef2"],
  },
  autumn: {
    lawnFar: "#a8a55c",
    lawnNear: "#6d8838",
    trees: ["#c0622a", "#d8993a", "#a8452a", "#8c8a34", "#c9782f"],
    shrubs: ["#7a6a2e", "#8b4a2a"],
    flowers: [],
    leaves: ["#c9692c", "#d9a03c", "#a84a2a"],
  },
  winter: {
    lawnFar: "#c0ae83",
    lawnNear: "#92804f",
    trees: ["#2f4a33", "#3a5236"],
    shrubs: ["#3d5636", "#4b5e3c"],
    flowers: [],
    bare: "#5e4f43",
  },
};

export function skyLight(sky, rng) {
  const s = SKIES[sky];
  const azimuth = rng.pick([rng.range(-2.6, -1.3), rng.range(1.3, 2.6), rng.range(-1.1, 1.1), rng.range(2.7, 3.5)]);
  return makeLight({
    azimuth,
    elevation: rng.range(...s.elevation),
    sun: s.sun,
    ambient: s.ambient,
    direct: s.direct,
    ambientTint: s.ambientTint,
    haze: s.horizon,
  });
}

/** Sky gradient, sun glow and clouds. */
export function drawSky(scene, skyName) {
  const { camera: c, rng, light: l } = scene;
  const s = SKIES[skyName];
  const id = scene.id("sky");
  scene.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.top}"/><stop offset="0.55" stop-color="${s.mid}"/><stop offset="1" stop-color="${s.horizon}"/></linearGradient>`,
  );
  scene.back(rect(0, 0, c.width, c.hy + 2, `url(#${id})`));

  // Where the sun sits on screen (it may be outside the frame).
  const sunX = c.width / 2 + c.f * Math.tan(Math.max(-1.4, Math.min(1.4, l.azimuth)));
  const sunY = c.hy - c.f * Math.tan(l.elevation) * 0.9;
  const inFront = Math.abs(l.azimuth) < 1.3;
  if (inFront) {
    const g = scene.id("sun");
    const glow = skyName === "overcast" ? 0.25 : 0.85;
    scene.def(
      `<radialGradient id="${g}" cx="${n1(sunX)}" cy="${n1(sunY)}" r="${n1(c.width * 0.45)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${s.sun}" stop-opacity="${glow}"/><stop offset="0.12" stop-color="${s.sun}" stop-opacity="${glow * 0.55}"/><stop offset="1" stop-color="${s.sun}" stop-opacity="0"/></radialGradient>`,
    );
    scene.back(rect(0, 0, c.width, c.hy + 2, `url(#${g})`));
    if (skyName !== "overcast" && sunY > 0)
      scene.back(circle(sunX, sunY, c.width * 0.018, "#fffaf0", 'opacity="0.95"'));
  }

  if (s.clouds === "cumulus") {
    const count = rng.int(2, 6);
    for (let i = 0; i < count; i++)
      cumulus(
        scene,
        rng.range(-0.1, 1.1) * c.width,
        rng.range(0.06, 0.7) * c.hy,
        rng.range(0.5, 1.3) * c.width * 0.09,
        s,
      );
  } else if (s.clouds === "streaks") {
    const count = rng.int(3, 7);
    for (let i = 0; i < count; i++) {
      const y = rng.range(0.1, 0.75) * c.hy;
      const color = mix(s.mid, s.sun, rng.range(0.2, 0.7));
      scene.back(
        ellipse(
          rng.range(0, c.width),
          y,
          rng.range(0.12, 0.35) * c.width,
          rng.range(3, 10) * (c.width / 1200),
          color,
          `opacity="${n1(rng.range(0.35, 0.7))}"`,
        ),
      );
    }
  } else {
    for (let i = 0; i < 9; i++) {
      const y = rng.range(0, 0.9) * c.hy;
      scene.back(
        ellipse(
          rng.range(0, c.width),
          y,
          rng.range(0.2, 0.5) * c.width,
          rng.range(15, 45) * (c.width / 1200),
          mix(s.mid, "#ffffff", rng.range(0, 0.4)),
          `opacity="${n1(rng.range(0.25, 0.5))}"`,
        ),
      );
    }
  }
}

function cumulus(scene, x, y, size, s) {
  const { rng } = scene;
  const shade = mix(s.mid, "#8d95a5", 0.3);
  const lit = mix("#ffffff", s.sun, 0.3);
  const puffs = rng.int(6, 12);
  const list = [];
  for (let i = 0; i < puffs; i++) {
    const px = x + rng.range(-1.6, 1.6) * size;
    const r = rng.range(0.3, 0.75) * size * (1 - Math.abs(px - x) / (2.4 * size));
    list.push([px, y - r * rng.range(0.1, 0.8), Math.max(2, r)]);
  }
  // A soft rim (larger, faint circles) stands in for a blur, which is slow to render.
  const rim = list.map(([px, py, r]) => circle(px, py, r * 1.12, lit)).join("");
  const body = list.map(([px, py, r]) => circle(px, py + r * 0.2, r, shade)).join("");
  const top = list.map(([px, py, r]) => circle(px - r * 0.1, py - r * 0.1, r * 0.88, lit)).join("");
  const base = list.map(([px, , r]) => circle(px, y + r * 0.1, r * 0.7, mix(shade, s.horizon, 0.2))).join("");
  scene.back(`<g opacity="${n1(rng.range(0.8, 0.95))}"><g opacity="0.35">${rim}</g>${base}${body}${top}</g>`);
}

/** A wavy line of trees (or roofs) far away, faded into the haze. */
export function drawTreeline(scene, season, distance, fade, heightRange = [9, 18]) {
  const { camera: c, rng } = scene;
  const seas = SEASONS[season];
  const baseY = c.p(0, 0, distance)[1];
  const scale = c.s(distance);
  const color = mix(seas.trees[0], scene.light.haze, fade);
  let d = `M-10 ${n1(baseY + 2)}`;
  let x = -10;
  while (x < c.width + 10) {
    const r = rng.range(1.5, rng.chance(0.3) ? 8 : 4.5) * scale;
    const top = baseY - rng.range(...heightRange) * scale;
    const conifer = season === "winter" ? rng.chance(0.5) : rng.chance(0.15);
    if (conifer) {
      d += `L${n1(x + r * 0.5)} ${n1(top - r * 0.6)}L${n1(x + r)} ${n1(top + r * 0.5)}`;
    } else {
      d += `A${n1(r)} ${n1(r * 0.9)} 0 0 1 ${n1(x + r * 1.6)} ${n1(top + rng.range(-0.3, 0.3) * r)}`;
    }
    x += r * rng.range(1.1, 1.8);
  }
  d += `L${c.width + 10} ${n1(baseY + 2)}Z`;
  if (season === "winter") {
    // Bare woods read as a soft brown-grey band with a few evergreens.
    scene.back(`<path d="${d}" fill="${mix("#7d6f63", scene.light.haze, fade)}" opacity="0.9"/>`);
  } else {
    scene.back(`<path d="${d}" fill="${color}"/>`);
  }
}

/** Lawn from the horizon to the viewer's feet, with mowing stripes and blades of grass. */
export function drawLawn(scene, season, options = {}) {
  const { camera: c, rng, light: l } = scene;
  const seas = SEASONS[season];
  const id = scene.id("lawn");
  const near = l.top(seas.lawnNear);
  const far = mix(l.top(seas.lawnFar), l.haze, 0.25);
  scene.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${far}"/><stop offset="0.35" stop-color="${mix(far, near, 0.6)}"/><stop offset="1" stop-color="${near}"/></linearGradient>`,
  );
  const top = c.p(0, 0, 200)[1];
  scene.ground(rect(0, top, c.width, c.height - top, `url(#${id})`));

  if (season !== "winter" && options.stripes !== false) {
    const bands = [];
    const along = rng.chance(0.6);
    for (let k = -20; k < 20; k += 2) {
      const w = 1.3;
      const quad = along
        ? [c.p(k * w, 0, 1), c.p((k + 1) * w, 0, 1), c.p((k + 1) * w, 0, 60), c.p(k * w, 0, 60)]
        : [
            c.p(-80, 0, 1 + k * w + 26),
            c.p(80, 0, 1 + k * w + 26),
            c.p(80, 0, 1 + (k + 1) * w + 26),
            c.p(-80, 0, 1 + (k + 1) * w + 26),
          ];
      if (!along && 1 + k * w + 26 < 0.8) continue;
      bands.push(poly(quad, "#ffffff"));
    }
    scene.ground(`<g opacity="0.06">${bands.join("")}</g>`);
  }

  // Blades of grass, denser and larger close to the viewer.
  const groups = [[], [], []];
  const count = options.blades ?? 900;
  for (let i = 0; i < count; i++) {
    const z = 1.2 + Math.pow(rng.next(), 1.6) * 14;
    const x = c.x + rng.range(-1, 1) * z * (c.width / c.f) * 0.6;
    const [sx, sy] = c.p(x, 0, z);
    const len = c.s(z) * rng.range(0.03, 0.07);
    groups[i % 3].push([
      [sx, sy],
      [sx + rng.jitter(len * 0.5), sy - len],
    ]);
  }
  const tones = [mix(near, "#1e3310", 0.35), mix(near, "#d8e6a0", 0.25), mix(near, "#2d4a18", 0.15)];
  groups.forEach((g, i) => scene.ground(segments(g, tones[i], c.width / 900, 'stroke-linecap="round" opacity="0.6"')));

  if (seas.leaves) {
    const leaves = [];
    for (let i = 0; i < 220; i++) {
      const z = 1.2 + Math.pow(rng.next(), 1.4) * 16;
      const x = c.x + rng.range(-1, 1) * z * 0.6;
      const [sx, sy] = c.p(x, 0, z);
      const r = c.s(z) * 0.03;
      leaves.push(ellipse(sx, sy, r, r * 0.5, rng.pick(seas.leaves)));
    }
    scene.ground(`<g opacity="0.85">${leaves.join("")}</g>`);
  }
}

/** A concrete driveway or path on the ground from near the viewer to a gate. */
export function drawPaving(scene, x0, x1, zNear, zFar, color = "#c9c3b8", joints = true) {
  const { camera: c, light: l } = scene;
  const fill = l.top(color);
  const quad = [c.p(x0, 0, zNear), c.p(x1, 0, zNear), c.p(x1, 0, zFar), c.p(x0, 0, zFar)];
  scene.ground(poly(quad, fill));
  scene.ground(poly(quad, "none", `stroke="${light(fill, 0.75)}" stroke-width="${n1(c.width / 600)}"`));
  if (joints) {
    const lines = [];
    for (let z = zNear + 3; z < zFar; z += 3) lines.push([c.p(x0, 0, z), c.p(x1, 0, z)]);
    lines.push([c.p((x0 + x1) / 2, 0, zNear), c.p((x0 + x1) / 2, 0, zFar)]);
    scene.ground(segments(lines, light(fill, 0.72), c.width / 900));
  }
}

/** A swimming pool (for pool fences), with coping and light ripples. */
export function drawPool(scene, x0, x1, z0, z1) {
  const { camera: c, rng } = scene;
  const coping = [
    c.p(x0 - 0.4, 0, z0 - 0.4),
    c.p(x1 + 0.4, 0, z0 - 0.4),
    c.p(x1 + 0.4, 0, z1 + 0.4),
    c.p(x0 - 0.4, 0, z1 + 0.4),
  ];
  scene.ground(poly(coping, scene.light.top("#dcd6ca")));
  const water = [c.p(x0, 0, z0), c.p(x1, 0, z0), c.p(x1, 0, z1), c.p(x0, 0, z1)];
  const id = scene.id("pool");
  scene.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fc0d8"/><stop offset="1" stop-color="#1f7fa8"/></linearGradient>`,
  );
  scene.ground(poly(water, `url(#${id})`));
  const ripples = [];
  for (let i = 0; i < 40; i++) {
    const z = rng.range(z0 + 0.2, z1 - 0.2);
    const x = rng.range(x0 + 0.2, x1 - 0.4);
    ripples.push([c.p(x, 0, z), c.p(x + rng.range(0.2, 0.6), 0, z)]);
  }
  scene.ground(segments(ripples, "#c8f0f8", c.width / 700, 'opacity="0.7" stroke-linecap="round"'));
}

export { vary };

// The drawing's "world": a pinhole camera standing on a lawn (metres, y up,
// z away from the viewer), the sun, and a scene that collects SVG pieces and
// paints them far to near so nearer things cover farther ones.
import { hexToRgb, light as tintLight, mix } from "./util.mjs";

export function makeCamera({ width, height, focal = 0.95, eye = 1.6, horizon = 0.46, x = 0 }) {
  const f = width * focal;
  const hy = height * horizon;
  return {
    width,
    height,
    f,
    eye,
    hy,
    x,
    /** Screen position of a world point; z must be in front of the camera. */
    p(px, py, pz) {
      const z = Math.max(0.05, pz);
      return [width / 2 + (f * (px - x)) / z, hy + (f * (eye - py)) / z];
    },
    /** Pixels per metre at distance z. */
    s(z) {
      return f / Math.max(0.05, z);
    },
  };
}

/**
 * Sun and sky light. azimuth 0 = sun straight ahead (backlit scene),
 * PI = behind the viewer (front-lit); elevation in radians.
 */
export function makeLight({ azimuth, elevation, sun, ambient, direct, ambientTint, haze }) {
  const sx = Math.sin(azimuth);
  const sz = Math.cos(azimuth);
  const run = Math.min(4.5, 1 / Math.tan(Math.max(0.12, elevation)));
  return {
    azimuth,
    elevation,
    sun,
    haze,
    /** Colour of a surface facing along the horizontal normal (nx, nz). */
    wall(color, nx, nz) {
      const lambert = Math.max(0, nx * sx + nz * sz) * Math.cos(elevation);
      // White vinyl and paint keep looking white in shade (the eye adapts).
      if (Math.min(...hexToRgb(color)) > 220) color = mix(color, "#ffffff", 0.3);
      return mix(
        tintLight(color, ambient, ambientTint),
        tintLight(color, ambient + direct * lambert, sun),
        0.5 + lambert * 0.5,
      );
    },
    /** Colour of an upward-facing surface. */
    top(color) {
      return tintLight(color, ambient + direct * Math.sin(elevation) * 0.9 + 0.08, sun);
    },
    /** Ground offset of the shadow of a point at height h. */
    shadow(h) {
      return [-sx * run * h, -sz * run * h];
    },
    /** Whether a face with horizontal normal (nx, nz) faces the sun. */
    lit(nx, nz) {
      return nx * sx + nz * sz > 0;
    },
  };
}

export function makeScene(camera, lightModel, rng) {
  const defs = [];
  const back = [];
  const ground = [];
  const shadows = [];
  const objects = [];
  const front = [];
  let idCounter = 0;
  return {
    camera,
    light: lightModel,
    rng,
    id: (prefix) => `${prefix}${idCounter++}`,
    def: (svg) => defs.push(svg),
    back: (svg) => back.push(svg),
    ground: (svg) => ground.push(svg),
    shadow: (svg) => shadows.push(svg),
    /** An object at distance `depth` from the viewer; painted far to near. */
    add: (depth, svg) => objects.push({ depth, svg, order: objects.length }),
    front: (svg) => front.push(svg),
    toSvg() {
      const { width, height } = camera;
      objects.sort((a, b) => b.depth - a.depth || a.order - b.order);
      return [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
        `<defs>${defs.join("")}</defs>`,
        ...back,
        ...ground,
        `<g opacity="1">${shadows.join("")}</g>`,
        ...objects.map((o) => o.svg),
        ...front,
        "</svg>",
      ].join("");
    },
  };
}

/** Distance on the ground from the camera, used to order objects. */
export const depthOf = (x, z) => Math.hypot(x, z);

// Turns a recipe (kind of work, layout, sky, season, extras) into one SVG scene.
// Anything the recipe leaves out is chosen by the seeded generator.
import { drawDeck } from "./deck.mjs";
import { drawLawn, drawPaving, drawPool, drawSky, drawTreeline, skyLight, SKIES } from "./environment.mjs";
import { drawFence, STYLES } from "./fence.mjs";
import { drawHouse, ROOFS, WALLS } from "./house.mjs";
import { CREW_SHIRTS, drawBags, drawLumber, drawPerson, drawWheelbarrow } from "./people.mjs";
import { drawShrub, drawTree } from "./plants.mjs";
import { makeRng } from "./util.mjs";
import { makeCamera, makeScene } from "./world.mjs";

/**
 * Each part of the scene draws from a random stream of its own, made from the recipe's seed and the
 * part's name: what a recipe changes in one part (the fence's style, the sky, a crew at work) leaves
 * every other part as it was. So the before and after of one yard, which share their seed, show the
 * same house, trees and shrubs, seen from the same place.
 */
const streams = (seed) => (part) => makeRng(`${seed}/${part}`);

export function composeScene(recipe) {
  const stream = streams(recipe.seed);
  let rng = stream("camera");
  const { width, height } = recipe;
  const cam = recipe.camera ?? {};
  const camera = makeCamera({
    width,
    height,
    focal: cam.focal ?? rng.range(0.8, 1.1) * (width / height > 1.5 ? 0.85 : 1),
    eye: cam.eye ?? rng.range(1.5, 1.75),
    horizon: cam.horizon ?? rng.range(0.4, 0.5),
    x: cam.x ?? 0,
  });
  const sky = recipe.sky;
  const season = recipe.season;
  const scene = makeScene(camera, skyLight(sky, stream("light")), stream("sky"));
  scene.shadowStrength = sky === "overcast" ? 0.4 : 1;
  scene.def(
    `<linearGradient id="ao" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.06"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="0.9" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`,
  );

  drawSky(scene, sky);
  scene.rng = stream("treeline");
  drawTreeline(scene, season, 140, 0.6, [10, 22]);
  drawTreeline(scene, season, 70, 0.35, [8, 16]);
  scene.rng = stream("lawn");
  drawLawn(scene, season, { blades: recipe.blades });

  const style = STYLES[recipe.style];
  const layout = recipe.layout ?? "straight";
  const run = {
    style: recipe.style,
    back: recipe.back ?? false,
    gates: [],
    built: recipe.built,
    railsWhenUnbuilt: true,
  };
  let backZ = 8;
  rng = stream("layout");
  if (layout === "straight") {
    backZ = recipe.distance ?? rng.range(3.6, 6.5);
    const tilt = rng.range(-0.12, 0.12);
    run.points = [
      [-45, backZ - 45 * tilt],
      [45, backZ + 45 * tilt],
    ];
  } else if (layout === "receding") {
    const side = recipe.side ?? (rng.chance(0.5) ? -1 : 1);
    const x = side * rng.range(0.9, 1.7);
    backZ = 30;
    run.points = [
      [x, 0.9],
      [x + side * rng.range(-2, 4), 60],
    ];
  } else if (layout === "u") {
    backZ = recipe.distance ?? rng.range(6, 9);
    const a = rng.range(3.5, 6);
    const b = rng.range(3.5, 6);
    run.points = [
      [-a, 0.7],
      [-a, backZ],
      [b, backZ],
      [b, 0.7],
    ];
  } else if (layout === "l") {
    backZ = recipe.distance ?? rng.range(5, 8.5);
    const side = recipe.side ?? (rng.chance(0.5) ? -1 : 1);
    const a = rng.range(2.5, 4.5) * side;
    run.points = [
      [a, 0.8],
      [a, backZ],
      [-side * 40, backZ],
    ];
  } else if (layout === "corner") {
    backZ = recipe.distance ?? rng.range(5, 8);
    const cx = rng.range(-3, 3);
    run.points = [
      [-40, backZ - 6],
      [cx, backZ + rng.range(3, 6)],
      [40, backZ - 8],
    ];
  } else if (layout === "diagonal") {
    const side = rng.chance(0.5) ? -1 : 1;
    backZ = 14;
    run.points = [
      [side * -12, 3],
      [side * 14, 24],
    ];
  }
  if (recipe.gate) {
    const seg = layout === "u" || layout === "l" ? 1 : 0;
    const [a, b] = [run.points[seg], run.points[seg + 1]];
    const L = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let at = recipe.gate.at;
    if (at === undefined) {
      // Place the gate roughly in front of the viewer on straight runs.
      const t = Math.abs(b[0] - a[0]) > 1 ? (camera.x - a[0]) / (b[0] - a[0]) : 0.3;
      at = Math.min(L - recipe.gate.width - 1, Math.max(1, t * L - recipe.gate.width / 2 + rng.range(-1.5, 1.5)));
    }
    run.gates.push({ segment: seg, at, ...recipe.gate });
    if (recipe.gate.driveway) {
      const g0 = [a[0] + ((b[0] - a[0]) * at) / L, a[1] + ((b[1] - a[1]) * at) / L];
      drawPaving(
        scene,
        g0[0] - 0.4,
        g0[0] + recipe.gate.width + 0.4,
        0.5,
        g0[1] + 30,
        recipe.gate.driveway === true ? "#cfc9bd" : recipe.gate.driveway,
      );
    }
    if (recipe.gate.path) {
      const g0 = [a[0] + ((b[0] - a[0]) * (at + recipe.gate.width / 2)) / L, a[1] + ((b[1] - a[1]) * at) / L];
      drawPaving(scene, g0[0] - 0.5, g0[0] + 0.5, 0.5, g0[1] + 8, "#b9a98c", false);
    }
  }
  scene.rng = stream("fence");
  drawFence(scene, run);

  // Houses behind the fence (a tall privacy fence hides their lower half).
  rng = scene.rng = stream("houses");
  const houses = recipe.houses ?? rng.int(1, 2);
  const houseZ = recipe.houseZ ?? backZ + rng.range(style.height < 1.5 ? 3 : 5, 12);
  let hx = rng.range(-16, -4);
  for (let i = 0; i < houses; i++) {
    const w = rng.range(9, 15);
    const wall = recipe.wall ?? rng.pick(WALLS);
    drawHouse(scene, {
      x0: hx,
      x1: hx + w,
      z0: houseZ + rng.range(0, 4),
      depth: rng.range(8, 11),
      stories: recipe.stories ?? (rng.chance(0.4) ? 2 : 1),
      roofH: rng.range(1.8, 3.2),
      hip: rng.chance(0.45),
      roof: rng.pick(ROOFS),
      wall,
      shutters: rng.chance(0.4) ? rng.pick(["#2f3a45", "#3b4a35", "#5a2e2a", "#23282e"]) : null,
      door: hx + w * rng.range(0.3, 0.5),
      doorColor: rng.pick(["#3d4f5c", "#7a2d26", "#2d3d2d", "#24324a"]),
      garage: rng.chance(0.4),
      windowsLit: SKIES[sky].windowsLit,
      ...(recipe.commercial
        ? { flat: true, stories: 1, sign: "#2c4a6b", parapet: "#d3cdc0", door: hx + w / 2, garage: false }
        : {}),
    });
    hx += w + rng.range(6, 14);
  }
  rng = scene.rng = stream("trees");
  const trees = recipe.trees ?? rng.int(2, 6);
  for (let i = 0; i < trees; i++) {
    const z = backZ + rng.range(2, 25);
    drawTree(scene, rng.range(-22, 22), z, rng.range(7, 14), season, rng.chance(0.2) ? "pine" : "leafy");
  }
  rng = scene.rng = stream("yard tree");
  if (recipe.yardTree ?? rng.chance(0.3))
    drawTree(
      scene,
      (rng.chance(0.5) ? -1 : 1) * rng.range(3.5, 6),
      rng.range(backZ * 0.7, backZ * 0.9),
      rng.range(5, 8),
      season,
    );
  rng = scene.rng = stream("shrubs");
  const shrubs = recipe.shrubs ?? rng.int(0, 5);
  for (let i = 0; i < shrubs; i++) {
    const x = rng.range(-7, 7);
    drawShrub(scene, x, Math.max(2, backZ - 0.6 - rng.range(0, 0.4)), rng.range(0.5, 1.1), season);
  }
  scene.rng = stream("pool");
  if (recipe.pool) drawPool(scene, -2.5, 3.5, backZ * 0.35 + 1.5, backZ * 0.35 + 5);
  scene.rng = stream("deck");
  if (recipe.deck) drawDeck(scene, { furniture: true, ...recipe.deck });
  rng = scene.rng = stream("crew");
  if (recipe.crew) {
    const [px, pz] = recipe.crew.at;
    drawPerson(scene, px, pz, { pose: "carry", shirt: CREW_SHIRTS.light, board: "#c68048" });
    drawPerson(scene, px + 1.8, pz + 0.6, { pose: "hammer", shirt: CREW_SHIRTS.dark, facing: -1 });
    if (recipe.crew.more) {
      drawPerson(scene, px - 2.4, pz + 0.9, { pose: "dig", shirt: CREW_SHIRTS.light, pants: "#5a4a3a" });
      drawPerson(scene, px + 3.4, pz + 0.3, {
        pose: "kneel",
        shirt: CREW_SHIRTS.light,
        cap: null,
        hair: "#6a4a2a",
        scale: 0.92,
      });
    }
    drawLumber(scene, px + rng.range(-3, -1), pz - 1.2);
    drawWheelbarrow(scene, px + rng.range(3, 5), pz - 0.8);
    drawBags(scene, px - 0.5, pz - 1.6);
  }

  // A touch of grading: warm light at golden hour and dusk, a soft vignette.
  const id = scene.id("vig");
  scene.def(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
  );
  if (sky === "golden" || sky === "dusk")
    scene.front(`<rect width="${width}" height="${height}" fill="${SKIES[sky].sun}" opacity="0.1"/>`);
  scene.front(`<rect width="${width}" height="${height}" fill="url(#${id})"/>`);
  return scene.toSvg();
}

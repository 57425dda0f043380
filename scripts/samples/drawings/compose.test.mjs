// @vitest-environment node
// The project photos of one yard (a before, an after, the crew at work) share their recipe's seed
// (catalog.mjs): drawn from it, they show the same houses, trees and shrubs, whatever else their
// recipes change (the fence's style, the sky, a crew). Read from what the scene asks each part to
// draw.
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleCatalog } from "./catalog.mjs";
import { composeScene } from "./compose.mjs";

const drawn = vi.hoisted(() => ({ houses: [], trees: [], shrubs: [] }));
vi.mock("./house.mjs", async (original) => ({
  ...(await original()),
  // The windows lit or not follow the sky: the house is the same.
  drawHouse: (_scene, { windowsLit: _lit, ...house }) => drawn.houses.push(house),
}));
vi.mock("./plants.mjs", async (original) => ({
  ...(await original()),
  drawTree: (_scene, ...tree) => drawn.trees.push(tree),
  drawShrub: (_scene, ...shrub) => drawn.shrubs.push(shrub),
}));

/** What the scene of a recipe places: its houses, trees and shrubs. */
function placed(recipe) {
  for (const list of Object.values(drawn)) list.length = 0;
  composeScene(recipe);
  return structuredClone(drawn);
}

/** Samples that share a seed and a layout: photos of one yard seen from one place. */
const yards = [
  ...sampleCatalog()
    .reduce((groups, sample) => {
      const place = `${sample.recipe.seed} ${sample.recipe.layout ?? "straight"}`;
      return groups.set(place, [...(groups.get(place) ?? []), sample]);
    }, new Map())
    .values(),
].filter((group) => group.length > 1);

describe("the photos of one yard", () => {
  afterEach(() => {
    for (const list of Object.values(drawn)) list.length = 0;
  });

  it("are in the catalog: the projects' before and after", () => {
    expect(yards.map((group) => group.map(({ key }) => key))).toEqual([
      ["projects/southaven-cedar-before", "projects/southaven-cedar-after"],
      ["projects/olive-branch-slope-before", "projects/olive-branch-slope-crew", "projects/olive-branch-slope-after"],
    ]);
  });

  for (const group of yards)
    it(`show the same houses, trees and shrubs: ${group.map(({ key }) => key).join(", ")}`, () => {
      const [first, ...others] = group.map(({ recipe }) => placed(recipe));
      expect(first.houses.length).toBeGreaterThan(0);
      for (const [i, other] of others.entries()) expect(other, group[i + 1].key).toEqual(first);
    });
});

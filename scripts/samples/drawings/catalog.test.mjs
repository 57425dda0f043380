// @vitest-environment node
import { describe, expect, it } from "vitest";
import { GALLERY_SAMPLES, galleryRecipe, sampleCatalog } from "./catalog.mjs";

/** What a person would call the photo, read from the drawing's recipe alone. */
function whatItShows(recipe) {
  if (recipe.deck) return "decks";
  if (recipe.gate) return "gates";
  if (/vinyl/i.test(recipe.style)) return "vinyl";
  if (/chain/i.test(recipe.style)) return "chain-link";
  if (["ornamental", "flatTopMetal", "poolMetal"].includes(recipe.style)) return "metal";
  return "wood";
}

describe("gallery samples' types", () => {
  const gallery = sampleCatalog().filter((s) => s.key.startsWith("gallery/"));

  it("give every gallery sample the type of what its drawing shows", () => {
    expect(gallery).toHaveLength(GALLERY_SAMPLES);
    for (const sample of gallery) expect([sample.key, sample.type]).toEqual([sample.key, whatItShows(sample.recipe)]);
  });

  it("spread the 200 samples over every type", () => {
    const counts = {};
    for (const { type } of gallery) counts[type] = (counts[type] ?? 0) + 1;
    expect(counts).toEqual({ wood: 60, vinyl: 40, metal: 20, "chain-link": 20, gates: 40, decks: 20 });
  });

  it("leave the drawings as they were (the type is not part of the recipe)", () => {
    expect(galleryRecipe(4)).not.toHaveProperty("type");
    expect(gallery.find((s) => s.key === "gallery/4")?.recipe).toEqual(galleryRecipe(4));
  });
});

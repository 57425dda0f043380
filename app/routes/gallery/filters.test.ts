import { describe, expect, it } from "vitest";
import type { GalleryImage } from "~/components/image/types";
import { categoryLabel, galleryFilters } from "./filters";

const photo = (n: number, category: string) =>
  ({
    id: `img${n}`,
    key: `gallery/${n}`,
    alt: `Completed fence project ${n}`,
    category,
    image: { base: `gallery-${n}-0000000000`, w: [320], h: 240, ph: "#888888" },
  }) as unknown as GalleryImage;

describe("galleryFilters", () => {
  it("offers only 'All Projects' while every photo is in 'all-projects'", () => {
    const filters = galleryFilters([photo(1, "all-projects"), photo(2, "all-projects")]);
    expect(filters.map((f) => [f.id, f.label])).toEqual([["all", "All Projects"]]);
  });

  it("adds one button per further category, which shows only its photos", () => {
    const photos = [photo(1, "all-projects"), photo(2, "wood-fences"), photo(3, "decks"), photo(4, "wood-fences")];
    const filters = galleryFilters(photos);
    expect(filters.map((f) => f.label)).toEqual(["All Projects", "Wood Fences", "Decks"]);
    expect(photos.filter(filters[0]!.matches)).toHaveLength(4);
    expect(photos.filter(filters[1]!.matches).map((p) => p.id)).toEqual(["img2", "img4"]);
  });

  it("turns a category id into words", () => {
    expect(categoryLabel("chain-link")).toBe("Chain Link");
  });
});

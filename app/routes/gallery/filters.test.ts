import { describe, expect, it } from "vitest";
import type { GalleryImage } from "~/components/image/types";
import { addressFor, filterFromSearch, galleryFilters } from "./filters";

const photo = (n: number, type?: string) =>
  ({
    id: `img${n}`,
    key: `gallery/${n}`,
    alt: `Completed fence project ${n}`,
    ...(type ? { type } : {}),
    image: { base: `gallery-${n}-0000000000`, w: [320], h: 240, ph: "#888888" },
  }) as unknown as GalleryImage;

describe("galleryFilters", () => {
  const photos = [photo(1, "vinyl"), photo(2, "decks"), photo(3), photo(4, "vinyl"), photo(5, "chain-link")];
  /** The kinds offered, in the owner's order; pergolas offered but without photos, wood not offered. */
  const kinds = [
    { id: "vinyl", name: "Vinyl" },
    { id: "chain-link", name: "Chain Link" },
    { id: "pergolas", name: "Pergolas" },
    { id: "decks", name: "Decks" },
  ];
  const filters = galleryFilters(photos, kinds);

  it("offers 'All Projects' first, then each type that has photos, in the types' order, with its count", () => {
    expect(filters.map((f) => f.label)).toEqual(["All Projects", "Vinyl (2)", "Chain Link (1)", "Decks (1)"]);
    expect(filters.map((f) => f.name)).toEqual(["All Projects", "Vinyl", "Chain Link", "Decks"]);
  });

  it("gives each type only its photos, in gallery order; 'All Projects' every photo, typed or not", () => {
    expect(filters[0]!.photos.map((p) => p.id)).toEqual(["img1", "img2", "img3", "img4", "img5"]);
    expect(filters[1]!.photos.map((p) => p.id)).toEqual(["img1", "img4"]);
    expect(filters[3]!.photos.map((p) => p.id)).toEqual(["img2"]);
  });

  it("shows a photo of a kind no longer offered under 'All Projects' only", () => {
    const withWood = galleryFilters([...photos, photo(6, "wood")], kinds);
    expect(withWood.map((f) => f.id)).toEqual(["all", "vinyl", "chain-link", "decks"]);
    expect(withWood[0]!.photos.map((p) => p.id)).toContain("img6");
  });

  it("offers only 'All Projects' when no photo has a type", () => {
    expect(galleryFilters([photo(1), photo(2)], kinds).map((f) => f.label)).toEqual(["All Projects"]);
  });
});

describe("the filter in the address", () => {
  const filters = galleryFilters(
    [photo(1, "vinyl"), photo(2, "metal")],
    [
      { id: "vinyl", name: "Vinyl" },
      { id: "metal", name: "Metal" },
    ],
  );

  it("reads ?type= when it names a type with photos, else 'All Projects'", () => {
    expect(filterFromSearch("?type=metal", filters)).toBe("metal");
    expect(filterFromSearch("?utm_source=x&type=vinyl", filters)).toBe("vinyl");
    expect(filterFromSearch("", filters)).toBe("all");
    expect(filterFromSearch("?type=decks", filters)).toBe("all"); // a type, but no photos of it
    expect(filterFromSearch("?type=plastic", filters)).toBe("all");
    expect(filterFromSearch("?type=toString", filters)).toBe("all");
  });

  it("writes ?type= for a type and drops it for 'All Projects', keeping the rest of the address", () => {
    expect(addressFor("vinyl", "https://example.com/gallery")).toBe("/gallery?type=vinyl");
    expect(addressFor("metal", "https://example.com/gallery?type=vinyl#projects")).toBe("/gallery?type=metal#projects");
    expect(addressFor("all", "https://example.com/gallery?ref=mail&type=vinyl")).toBe("/gallery?ref=mail");
  });
});

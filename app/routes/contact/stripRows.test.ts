import { describe, expect, it } from "vitest";
import type { GalleryImage } from "~/components/image/types";
import { stripRows, TILES_PER_ROW } from "./stripRows";

const photos = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `img${i + 1}`, alt: `Photo ${i + 1}` }) as unknown as GalleryImage);
const ids = (list: readonly GalleryImage[]) => list.map((photo) => photo.id);

describe("stripRows", () => {
  it("puts 20 photos in two rows of 10, top row left over 90 s, bottom row right over 60 s", () => {
    const rows = stripRows(photos(20));
    expect(rows.map(({ direction, seconds }) => [direction, seconds])).toEqual([
      ["left", 90],
      ["right", 60],
    ]);
    expect(ids(rows[0]!.photos)).toEqual(ids(photos(10)));
    expect(ids(rows[1]!.photos)).toEqual(ids(photos(20).slice(10)));
    for (const row of rows) expect(row.set).toEqual(row.photos);
  });

  it("shows each of a few photos once and fills each row's set by repeating its own", () => {
    const rows = stripRows(photos(5));
    expect(rows.map((row) => ids(row.photos))).toEqual([
      ["img1", "img2", "img3"],
      ["img4", "img5"],
    ]);
    expect(ids(rows[1]!.set)).toEqual(["img4", "img5", "img4", "img5", "img4", "img5", "img4", "img5", "img4", "img5"]);
    for (const row of rows) expect(row.set).toHaveLength(TILES_PER_ROW);
  });

  it("leaves out a row with no photo, and takes no more than 10 per row", () => {
    expect(stripRows(photos(1)).map((row) => ids(row.photos))).toEqual([["img1"]]);
    expect(stripRows([])).toEqual([]);
    expect(stripRows(photos(25)).map((row) => row.photos.length)).toEqual([10, 10]);
  });
});

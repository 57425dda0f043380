import { describe, expect, it } from "vitest";
import type { GalleryImage } from "~/components/image/types";
import { MIN_MOVING_PHOTOS, MIN_ROW_PHOTOS, stripRows, TILES_PER_ROW } from "./stripRows";

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

  it("repeats a row's own photos whole to fill its set, so no photo comes back sooner than the row is long", () => {
    const rows = stripRows(photos(MIN_MOVING_PHOTOS));
    expect(rows.map((row) => row.photos.length)).toEqual([MIN_ROW_PHOTOS, MIN_ROW_PHOTOS]);
    const own = ids(rows[1]!.photos);
    expect(ids(rows[1]!.set)).toEqual([...own, ...own]);
    for (const row of rows) expect(row.set.length).toBeGreaterThanOrEqual(TILES_PER_ROW);
  });

  it("has no moving row with fewer photos than both rows need: the strip stands still", () => {
    expect(stripRows(photos(MIN_MOVING_PHOTOS - 1))).toEqual([]);
    expect(stripRows(photos(4))).toEqual([]);
    expect(stripRows([])).toEqual([]);
  });

  it("takes no more than 10 per row", () => {
    expect(stripRows(photos(25)).map((row) => row.photos.length)).toEqual([10, 10]);
  });
});

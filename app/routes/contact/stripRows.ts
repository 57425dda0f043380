import type { GalleryImage } from "~/components/image/types";

/** Tiles in one set of a row: enough to reach across a wide screen, so the loop shows no gap. */
export const TILES_PER_ROW = 10;

const ROWS = [
  { direction: "left", seconds: 90 },
  { direction: "right", seconds: 60 },
] as const;

export interface StripRow {
  direction: (typeof ROWS)[number]["direction"];
  seconds: number;
  /** The row's own photos, read by assistive technology. */
  photos: readonly GalleryImage[];
  /** The row's set after its own photos: TILES_PER_ROW tiles, its photos repeated where it has fewer. */
  set: readonly GalleryImage[];
}

/**
 * The strip's photos (up to 20, the gallery's first) in two rows, half each: the top row drifts left
 * over 90 s, the bottom right over 60 s. A row with fewer than TILES_PER_ROW photos repeats them to
 * fill its set (the repeats are copies, hidden from screen readers); a row with none is left out.
 */
export function stripRows(photos: readonly GalleryImage[]): StripRow[] {
  const half = Math.min(Math.ceil(photos.length / 2), TILES_PER_ROW);
  const parts = [photos.slice(0, half), photos.slice(half, half + TILES_PER_ROW)];
  return ROWS.flatMap((row, i) => {
    const own = parts[i]!;
    if (own.length === 0) return [];
    const set = Array.from({ length: TILES_PER_ROW }, (_, k) => own[k % own.length]!);
    return [{ ...row, photos: own, set }];
  });
}

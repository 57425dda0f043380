import type { GalleryImage } from "~/components/image/types";

/** Tiles in one set of a row at least: enough to reach across a wide screen, so the loop shows no gap. */
export const TILES_PER_ROW = 10;

/**
 * Photos of its own a moving row needs: 7 of the widest tiles (288 px and 16 px of spacing) reach
 * past a 1920 px screen, so no photo is on screen twice at once. With fewer the drift would show the
 * same few pictures over and over side by side, which looks broken: the strip stands still instead.
 */
export const MIN_ROW_PHOTOS = 7;
/** The strip moves only when both its rows can; fewer photos stand still in one grid. */
export const MIN_MOVING_PHOTOS = 2 * MIN_ROW_PHOTOS;

const ROWS = [
  { direction: "left", seconds: 90 },
  { direction: "right", seconds: 60 },
] as const;

export interface StripRow {
  direction: (typeof ROWS)[number]["direction"];
  seconds: number;
  /** The row's own photos, read by assistive technology. */
  photos: readonly GalleryImage[];
  /**
   * The row's set: its own photos, repeated whole until it holds TILES_PER_ROW tiles or more (the
   * repeats are copies, hidden from screen readers). Whole repeats keep every photo as far from its
   * next appearance as the row is long.
   */
  set: readonly GalleryImage[];
}

/**
 * The strip's moving rows: its photos (up to 20, the gallery's first) in two rows, half each; the top
 * row drifts left over 90 s, the bottom right over 60 s. None (the strip stands still) with fewer than
 * MIN_MOVING_PHOTOS photos.
 */
export function stripRows(photos: readonly GalleryImage[]): StripRow[] {
  if (photos.length < MIN_MOVING_PHOTOS) return [];
  const half = Math.min(Math.ceil(photos.length / 2), TILES_PER_ROW);
  const parts = [photos.slice(0, half), photos.slice(half, half + TILES_PER_ROW)];
  return ROWS.map((row, i) => {
    const own = parts[i]!;
    const repeats = Math.ceil(TILES_PER_ROW / own.length);
    return { ...row, photos: own, set: Array.from({ length: repeats }, () => own).flat() };
  });
}

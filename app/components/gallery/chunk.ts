/** A carousel slide holds up to this many photos (4 by 4 on a desktop, 2 by 8 on a phone). */
export const PHOTOS_PER_SLIDE = 16;

/** Splits a list into consecutive groups of `size` (the last group may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** Slide indexes next to `index` in a looping carousel of `count` slides. */
export function neighbours(index: number, count: number): number[] {
  if (count <= 0) return [];
  const wrap = (i: number) => ((i % count) + count) % count;
  return [...new Set([wrap(index - 1), wrap(index), wrap(index + 1)])];
}

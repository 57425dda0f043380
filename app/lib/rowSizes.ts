/** How many items share a row of a section's width (pictures, reviews, steps): one alone takes it all. */
export type RowSize = 1 | 2 | 3 | 4;

/**
 * The size of the row each of a list's items stands in, in order: up to three to a row (four where
 * `widest` is 4 and they come in fours), and no row left part empty, whatever the owner's count.
 * Three, six or nine fill rows of three; one more than that ends in two rows of two (four: two and
 * two), two more in one row of two.
 */
export function rowSizes(count: number, widest: 3 | 4 = 3): RowSize[] {
  if (widest === 4 && count % 4 === 0) return Array<RowSize>(count).fill(4);
  if (count <= 3) return Array<RowSize>(count).fill(count as RowSize);
  const rest = count % 3;
  const tail: RowSize[] = rest === 0 ? [] : rest === 2 ? [2, 2] : [2, 2, 2, 2];
  return [...Array<RowSize>(count - tail.length).fill(3), ...tail];
}

// An item's share of a twelve-column grid (grid-cols-12 at that width), by the size of its row.
/** From sm up. */
export const SPAN_SM: Record<RowSize, string> = {
  1: "sm:col-span-12",
  2: "sm:col-span-6",
  3: "sm:col-span-4",
  4: "sm:col-span-3",
};
/** From lg up, for lists laid otherwise below it. */
export const SPAN_LG: Record<RowSize, string> = {
  1: "lg:col-span-12",
  2: "lg:col-span-6",
  3: "lg:col-span-4",
  4: "lg:col-span-3",
};

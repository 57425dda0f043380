/** How many items share a row of a section's width (pictures, reviews): one alone takes it all. */
export type RowSize = 1 | 2 | 3;

/**
 * The size of the row each of a list's items stands in, in order: up to three to a row, and no row
 * left part empty, whatever the owner's count. Three, six or nine fill rows of three; one more than
 * that ends in two rows of two (four: two and two), two more in one row of two.
 */
export function rowSizes(count: number): RowSize[] {
  if (count <= 3) return Array<RowSize>(count).fill(count as RowSize);
  const rest = count % 3;
  const tail: RowSize[] = rest === 0 ? [] : rest === 2 ? [2, 2] : [2, 2, 2, 2];
  return [...Array<RowSize>(count - tail.length).fill(3), ...tail];
}

/** An item's share of a six-column grid at sm and wider, by the size of its row. */
export const SPAN_SM: Record<RowSize, string> = { 1: "sm:col-span-6", 2: "sm:col-span-3", 3: "sm:col-span-2" };
/** The same from lg up, for lists one column wide below it. */
export const SPAN_LG: Record<RowSize, string> = { 1: "lg:col-span-6", 2: "lg:col-span-3", 3: "lg:col-span-2" };

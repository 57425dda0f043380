import { describe, expect, it } from "vitest";
import { SERVICE_PICTURES_MAX } from "~/content/schema";
import { rowSizes } from "./rowSizes";

/** The rows the sizes make: each row's size as given and the pictures it holds. */
const rows = (sizes: number[]) => {
  const made: { size: number; holds: number }[] = [];
  for (let i = 0; i < sizes.length; i += sizes[i]!) {
    const row = sizes.slice(i, i + sizes[i]!);
    made.push({ size: sizes[i]!, holds: row.filter((size) => size === sizes[i]).length });
  }
  return made;
};

describe("a list's items (a service's pictures, reviews) share the width with no row part empty", () => {
  it("one item takes the whole width, two or three share one row", () => {
    expect(rowSizes(0)).toEqual([]);
    expect(rowSizes(1)).toEqual([1]);
    expect(rowSizes(2)).toEqual([2, 2]);
    expect(rowSizes(3)).toEqual([3, 3, 3]);
  });

  it("four are two rows of two; five a row of three and one of two", () => {
    expect(rows(rowSizes(4)).map((row) => row.holds)).toEqual([2, 2]);
    expect(rows(rowSizes(5)).map((row) => row.holds)).toEqual([3, 2]);
    expect(rows(rowSizes(7)).map((row) => row.holds)).toEqual([3, 2, 2]);
  });

  it("steps come four to a row where they come in fours, else as the others", () => {
    expect(rowSizes(4, 4)).toEqual([4, 4, 4, 4]);
    expect(rows(rowSizes(8, 4)).map((row) => row.holds)).toEqual([4, 4]);
    expect(rows(rowSizes(3, 4)).map((row) => row.holds)).toEqual([3]);
    expect(rows(rowSizes(5, 4)).map((row) => row.holds)).toEqual([3, 2]);
  });

  it("at every count of a service's pictures, each row holds as many as its size", () => {
    for (const widest of [3, 4] as const)
      for (let count = 1; count <= SERVICE_PICTURES_MAX; count++) {
        const sizes = rowSizes(count, widest);
        expect(sizes, `${count} items`).toHaveLength(count);
        for (const row of rows(sizes)) expect(row.holds, `${count} items, up to ${widest} a row`).toBe(row.size);
      }
  });
});

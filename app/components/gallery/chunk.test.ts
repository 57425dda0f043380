import { describe, expect, it } from "vitest";
import { chunk, neighbours } from "./chunk";

describe("chunk", () => {
  it("splits 200 photos into 13 slides of 16, the last with 8", () => {
    const slides = chunk(
      Array.from({ length: 200 }, (_, i) => i),
      16,
    );
    expect(slides).toHaveLength(13);
    expect(slides.slice(0, 12).every((s) => s.length === 16)).toBe(true);
    expect(slides[12]).toEqual([192, 193, 194, 195, 196, 197, 198, 199]);
  });

  it("returns no groups for an empty list and refuses a size below 1", () => {
    expect(chunk([], 16)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe("neighbours", () => {
  it("wraps around both ends of a looping carousel", () => {
    expect(neighbours(0, 13)).toEqual([12, 0, 1]);
    expect(neighbours(12, 13)).toEqual([11, 12, 0]);
    expect(neighbours(5, 13)).toEqual([4, 5, 6]);
  });

  it("lists each slide once when there are fewer than three", () => {
    expect(neighbours(0, 1)).toEqual([0]);
    expect(neighbours(1, 2)).toEqual([0, 1]);
  });
});

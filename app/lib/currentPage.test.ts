import { describe, expect, it } from "vitest";
import { isCurrentPage } from "./currentPage";

describe("isCurrentPage", () => {
  it("marks the page itself, with or without a trailing slash", () => {
    expect(isCurrentPage("/gallery", "/gallery")).toBe(true);
    expect(isCurrentPage("/gallery/", "/gallery")).toBe(true);
    expect(isCurrentPage("/", "/", true)).toBe(true);
  });

  it("marks a parent only without `end`, and home never marks other pages", () => {
    expect(isCurrentPage("/fences/wood", "/fences")).toBe(true);
    expect(isCurrentPage("/fences/wood", "/fences", true)).toBe(false);
    expect(isCurrentPage("/gallery", "/", true)).toBe(false);
    expect(isCurrentPage("/gallery", "/")).toBe(false);
  });

  it("ignores the #part of a link and does not match a longer name", () => {
    expect(isCurrentPage("/fences", "/fences#metal")).toBe(true);
    expect(isCurrentPage("/fences-old", "/fences")).toBe(false);
  });
});

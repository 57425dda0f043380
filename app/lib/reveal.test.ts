import { describe, expect, it } from "vitest";
import { isFarEnoughIn } from "./reveal";

const SCREEN = 844; // a phone's screen height

describe("isFarEnoughIn", () => {
  it("reveals an element shorter than the screen once the threshold share of it is in view", () => {
    expect(isFarEnoughIn(59, 400, SCREEN, 0.15)).toBe(false);
    expect(isFarEnoughIn(60, 400, SCREEN, 0.15)).toBe(true);
  });

  it("reveals an element taller than the screen once it covers the threshold share of the screen", () => {
    // 15% of a 3,352 px section would be 503 px: most of the screen blank before it shows.
    expect(isFarEnoughIn(126, 3352, SCREEN, 0.15)).toBe(false);
    expect(isFarEnoughIn(127, 3352, SCREEN, 0.15)).toBe(true);
    expect(isFarEnoughIn(210, 1531, SCREEN, 0.25)).toBe(false);
    expect(isFarEnoughIn(211, 1531, SCREEN, 0.25)).toBe(true);
  });

  it("never reveals what is not in view, even with no threshold", () => {
    expect(isFarEnoughIn(0, 400, SCREEN, 0)).toBe(false);
    expect(isFarEnoughIn(1, 400, SCREEN, 0)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { formatHoursRow, formatTime } from "./hours";

describe("formatTime", () => {
  it.each([
    ["07:00", "7 AM"],
    ["19:00", "7 PM"],
    ["00:00", "12 AM"],
    ["12:30", "12:30 PM"],
  ])("%s reads as %s", (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });
});

describe("formatHoursRow", () => {
  it("shows opening hours and closed days", () => {
    expect(formatHoursRow({ label: "Sat", days: ["Saturday"], opens: "07:00", closes: "19:00" })).toEqual({
      days: "Sat",
      time: "7 AM - 7 PM",
    });
    expect(formatHoursRow({ label: "Sun", days: ["Sunday"], closed: true })).toEqual({ days: "Sun", time: "Closed" });
  });
});

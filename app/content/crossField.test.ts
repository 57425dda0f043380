import { describe, expect, it } from "vitest";
import { resolveCrossFieldCases } from "./crossField";

describe("a town's map point, which the editor takes one number at a time", () => {
  it("is left out with a note where only one of its numbers is given; the town stays listed", () => {
    const fields = {
      serviceAreas: [
        { name: "Both", state: "MS", lat: 34.9, lon: -89.8 },
        { name: "Latitude only", state: "MS", lat: 34.9, lon: null },
        { name: "Neither", state: "MS" },
      ],
    };
    const fixes = resolveCrossFieldCases(fields);
    expect(fields.serviceAreas).toEqual([
      { name: "Both", state: "MS", lat: 34.9, lon: -89.8 },
      { name: "Latitude only", state: "MS" },
      { name: "Neither", state: "MS" },
    ]);
    expect(fixes).toEqual([
      {
        file: "business.yml",
        path: ["serviceAreas", 1],
        note: "has a latitude without a longitude or the reverse, so it is listed but not drawn on the map",
      },
    ]);
  });
});

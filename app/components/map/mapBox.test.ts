import { describe, expect, it } from "vitest";
import { serviceAreas } from "~/content";
import { boxAround, MAP_VIEW, projectInto, withMapPoint, type MapPoint } from "./mapBox";

/** Room a pin (radius 11) and the start of its name need inside the drawn map. */
const PIN = 11;

describe("the drawn map's frame", () => {
  const regions: Record<string, MapPoint[]> = {
    "the content's towns with a map point": withMapPoint(serviceAreas),
    "towns around Austin, Texas": [
      { lat: 30.2672, lon: -97.7431 },
      { lat: 30.5083, lon: -97.6789 },
      { lat: 30.1588, lon: -97.7886 },
      { lat: 30.4394, lon: -97.62 },
    ],
    "one town": [{ lat: 47.6062, lon: -122.3321 }],
  };
  for (const [name, towns] of Object.entries(regions).filter(([, places]) => places.length > 0)) {
    it(`holds every pin of ${name} inside the map, clear of its edges`, () => {
      const box = boxAround(towns);
      for (const town of towns) {
        const { x, y } = projectInto(box, town.lat, town.lon);
        expect(x, JSON.stringify(town)).toBeGreaterThanOrEqual(PIN);
        expect(x, JSON.stringify(town)).toBeLessThanOrEqual(MAP_VIEW.width - PIN);
        expect(y, JSON.stringify(town)).toBeGreaterThanOrEqual(PIN);
        expect(y, JSON.stringify(town)).toBeLessThanOrEqual(MAP_VIEW.height - PIN);
      }
    });
  }

  it("draws only the towns with both numbers of a map point", () => {
    const towns = [
      { name: "A", lat: 30, lon: -97 },
      { name: "B", lat: undefined, lon: undefined },
      { name: "C", lat: 31, lon: -98 },
    ];
    expect(withMapPoint(towns).map((town) => town.name)).toEqual(["A", "C"]);
  });
});

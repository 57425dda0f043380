import { serviceAreas } from "~/content";

const VIEW = { width: 400, height: 260 };
// Bounding box of the area drawn, in degrees: DeSoto County and southern Memphis.
const BOX = { north: 35.2, south: 34.77, west: -90.16, east: -89.6 };
const MS_TN_LINE = 34.995;

export function project(lat: number, lon: number) {
  return {
    x: ((lon - BOX.west) / (BOX.east - BOX.west)) * VIEW.width,
    y: ((BOX.north - lat) / (BOX.north - BOX.south)) * VIEW.height,
  };
}

interface Props {
  /** Name of the town to emphasise, if any. */
  highlighted?: string;
  className?: string;
  /** Accessible description; omit when the map is decorative beside a text list. */
  title?: string;
}

/**
 * A drawn map of the towns served (no third-party tiles): the river, the
 * state line, the main highways and a pin for each service area.
 */
export function ServiceAreaMap({ highlighted, className, title }: Props) {
  const stateLineY = project(MS_TN_LINE, BOX.west).y;
  return (
    <svg
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      className={className}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width={VIEW.width} height={VIEW.height} fill="#e9efd9" />
      {/* Mississippi River along the west edge */}
      <path d="M18 0c14 40-16 70 4 110s-10 80 6 150" stroke="#9cc3d5" strokeWidth="14" fill="none" />
      {/* State line */}
      <line x1="0" x2={VIEW.width} y1={stateLineY} y2={stateLineY} stroke="#8a8f7c" strokeDasharray="6 5" />
      <text x={VIEW.width - 8} y={stateLineY - 6} textAnchor="end" fontSize="11" fill="#4d554f">
        TENNESSEE
      </text>
      {/* In the bottom corner, clear of the Olive Branch label that sits just under the line. */}
      <text x={VIEW.width - 8} y={VIEW.height - 10} textAnchor="end" fontSize="11" fill="#4d554f">
        MISSISSIPPI
      </text>
      {/* Highways: I-55 north-south, I-22/US-78 towards Byhalia, I-269 loop */}
      <g stroke="#ffffff" strokeWidth="5" fill="none" strokeLinecap="round">
        <path d="M72 0 95 120 108 260" />
        <path d="M80 60 200 120 400 210" />
        <path d="M330 40c-40 60-30 140 -190 200" />
      </g>
      {serviceAreas.map((area) => {
        const { x, y } = project(area.lat, area.lon);
        const active = area.name === highlighted;
        const labelLeft = x > VIEW.width * 0.7;
        return (
          <g key={area.name}>
            <circle
              cx={x}
              cy={y}
              r={active ? 11 : 7}
              fill={active ? "#b0713a" : "#65782f"}
              stroke="#fff"
              strokeWidth="3"
            />
            <text
              x={labelLeft ? x - 13 : x + 13}
              y={y + 4}
              textAnchor={labelLeft ? "end" : "start"}
              fontSize={active ? 15 : 13}
              fontWeight={active ? 700 : 600}
              fill="#1f2421"
              stroke="#e9efd9"
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

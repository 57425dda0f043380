import type { HoursRow } from "~/content";

/** '07:00' -> '7 AM', '19:30' -> '7:30 PM'. */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** 'Mon - Fri: 7 AM - 7 PM', 'Sun: Closed'. */
export function formatHoursRow(row: HoursRow): { days: string; time: string } {
  return {
    days: row.label,
    time: "closed" in row ? "Closed" : `${formatTime(row.opens)} - ${formatTime(row.closes)}`,
  };
}

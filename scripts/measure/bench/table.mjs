// Formats the medians as a Markdown table, readable in a terminal and pasteable into a note.
import { isControl } from "./control.mjs";
import { isTbtJudged, tbtLimit } from "./metrics.mjs";

const kb = (bytes) => (bytes === null ? "–" : (bytes / 1024).toFixed(1));
const ms = (value) => (value === null ? "–" : String(Math.round(value)));
const plain = (value) => (value === null ? "–" : String(value));

const COLUMNS = [
  ["page", (r) => (isControl(r.page) ? "control" : r.page)],
  ["preset", (r) => r.preset],
  ["Perf", (r) => plain(r.figures.scores.performance)],
  ["A11y", (r) => plain(r.figures.scores.accessibility)],
  ["BP", (r) => plain(r.figures.scores["best-practices"])],
  ["SEO", (r) => plain(r.figures.scores.seo)],
  ["FCP ms", (r) => ms(r.figures.metrics.fcp)],
  ["LCP ms", (r) => ms(r.figures.metrics.lcp)],
  ["TBT ms", (r) => ms(r.figures.metrics.tbt)],
  // Mobile TBT passes up to this (metrics.mjs, tbtMiss): the control row's median + 30, at most 92.
  // "–" on the control row, on desktop (not judged) and without the control.
  ["TBT limit", (r) => (r.control && isTbtJudged(r.preset) ? ms(tbtLimit(r.control.tbt)) : "–")],
  ["pairs", (r) => (r.control ? String(r.control.pairs) : "–")],
  ["paired ctrl", (r) => (r.control ? ms(r.control.pairedTbt) : "–")],
  ["CLS", (r) => (r.figures.metrics.cls === null ? "–" : r.figures.metrics.cls.toFixed(3))],
  ["SI ms", (r) => ms(r.figures.metrics.si)],
  ["total KB", (r) => kb(r.figures.bytes.total)],
  ["JS KB", (r) => kb(r.figures.bytes.js)],
  ["CSS KB", (r) => kb(r.figures.bytes.css)],
  ["img KB", (r) => kb(r.figures.bytes.images)],
  ["font KB", (r) => kb(r.figures.bytes.fonts)],
  ["req", (r) => plain(r.figures.requests)],
];

/**
 * rows: [{ page, preset, figures, control? }], figures from medianFigures(); control: { tbt, pairs, pairedTbt }
 * (the control row's median TBT, the page's pairs, the median TBT of its own pairs' control runs).
 */
export function formatTable(rows) {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row)))];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const line = (values) => `| ${values.map((value, i) => value.padStart(widths[i])).join(" | ")} |`;
  const rule = `|${widths.map((width) => "-".repeat(width + 1) + ":").join("|")}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}

// What the build tells the owner about the content, in the editor's words: the sample details
// still in use, the cases it resolved (app/content/setup.ts, app/content/crossField.ts) and the
// pages that share a title or a description in search results (app/lib/searchTexts.ts). The build
// log prints these lines; the editor shows each screen's own (scripts/build-steps/admin/decorate.mjs).
import { fieldLabel } from "../../../app/content/editorLabels.mjs";

/**
 * "Business and contact › Address: Olive Branch, MS 38654" for a remaining sample detail.
 * @param {unknown} config the editor's configuration object
 * @param {{ file: string, path: (string | number)[], value: string, label?: string }} detail
 */
export function sampleDetailLine(config, detail) {
  return `${detail.label ?? fieldLabel(config, detail.file, detail.path)}: ${detail.value}`;
}

/**
 * "Business and contact › Opening hours › row 3: has no opening and closing times, …" for a resolved case.
 * @param {unknown} config
 * @param {{ file: string, path: (string | number)[], note: string }} fix
 */
export function fixLine(config, fix) {
  return `${fieldLabel(config, fix.file, fix.path)}: ${fix.note}`;
}

/**
 * The heading over the pages that share a title or a description, in the build log and in the
 * editor: the site is built with them (decision 0044), and the owner is told what to change.
 */
export const REPEATS_HEADING =
  "Pages that share a title or a description in search results, where search engines show only one of them (the site is built with them all). Give each page its own:";

/**
 * The build log's lines about the content, or [] when there is nothing to say.
 * @param {unknown} config
 * @param {{ details: Parameters<typeof sampleDetailLine>[1][], fixes: Parameters<typeof fixLine>[1][], repeats?: Parameters<typeof fixLine>[1][] }} report
 * @returns {string[]}
 */
export function setupLog(config, { details, fixes, repeats = [] }) {
  const lines = [];
  if (fixes.length > 0)
    lines.push(
      `The content has ${fixes.length === 1 ? "a case" : `${fixes.length} cases`} the site cannot show as written; the build shows it as said below. Change it in the editor (/admin) to say what you mean:`,
      ...fixes.map((fix) => `  - ${fixLine(config, fix)}`),
    );
  if (repeats.length > 0)
    lines.push(
      `${REPEATS_HEADING.replace(/:$/, "")} in the editor (/admin):`,
      ...repeats.map((repeat) => `  - ${fixLine(config, repeat)}`),
    );
  if (details.length > 0)
    lines.push(
      `Sample details of the example company still in use (${details.length}): every page is built noindex, robots.txt names no sitemap and each page says the site is still being set up, until each is replaced with your own, or, where it is truly yours, ticked under "These sample details are mine" on its screen in the editor (/admin):`,
      ...details.map((detail) => `  - ${sampleDetailLine(config, detail)}`),
    );
  return lines;
}

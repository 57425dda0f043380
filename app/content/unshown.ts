// What of a content file no built page shows, as the file is written (or as the editor holds it):
// a sample detail there is not counted, by the build's list of what is left (setup.ts) and the
// editor preview's (sampleValues.ts) alike (decisions 0034, 0048). Reads no file.
import type { ContentFileName } from "./files.ts";
import { unshownProjectPaths, type PictureSource } from "./shownProjects.ts";

/** The facts of the Photos screen the Projects screen depends on: drawn samples on, and each photo's source. */
export interface PictureSources {
  drawnSamples: boolean;
  sourceOf: (name: string) => PictureSource;
}

/**
 * Whether the site posts prices: only with a material priced. Without one, the price table, the
 * estimator and every word of the Prices screen (the removal, the minimum job, the estimator's
 * words) show on no page.
 */
export const pricesPosted = (prices: unknown): boolean => {
  const materials = (prices as { materials?: unknown } | null | undefined)?.materials;
  return Array.isArray(materials) && materials.length > 0;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The paths of `file` no built page shows, as its data is written. */
export function unshownPaths(file: ContentFileName, data: unknown, pictures: PictureSources): (string | number)[][] {
  const record = isRecord(data) ? data : {};
  if (file === "projects.yml") return unshownProjectPaths(record["projects"], pictures.drawnSamples, pictures.sourceOf);
  if (file === "prices.yml") return pricesPosted(record["prices"]) ? [] : [["prices"], ["estimator"]];
  return [];
}

// The one way Node scripts load the app's TypeScript (the content loader, its schema and the
// sample check): Vite's module runner, so there is no second compiler and no build step before a
// script. `configFile: false` keeps the app's own plugins (React Router, the content module) out.
// Facts that need no TypeScript are plain .mjs modules that scripts and the app import alike
// (app/pages.mjs, app/lib/mapOrigin.mjs, scripts/lib/build-paths.mjs).
import { runnerImport } from "vite";

/**
 * @param {string} file the module's path from the project root, starting with "/"
 * @returns {Promise<Record<string, any>>} the module's exports
 */
export async function importAppModule(file) {
  const { module } = await runnerImport(file, { configFile: false, logLevel: "error" });
  return module;
}

// The one way Node scripts load the app's TypeScript (the content loader, its schema and the
// sample check): Vite's module runner, so there is no second compiler and no build step before a
// script. `configFile: false` keeps the app's own plugins (React Router, the content module) out.
// Facts that need no TypeScript are plain .mjs modules that scripts and the app import alike
// (app/pages.mjs, app/lib/mapOrigin.mjs, scripts/lib/build-paths.mjs).
import { createRunnableDevEnvironment, resolveConfig } from "vite";

/**
 * One runner per process, made as Vite's `runnerImport` makes its own for each call: each module is
 * transformed and run once however many steps import it (the postbuild's steps took 3.9 s of
 * processor time with a runner each, 2.8 s sharing one). The modules read the content when called,
 * never on import, so sharing them reads nothing stale.
 * @type {Promise<import("vite").ModuleRunner> | undefined}
 */
let runner;

async function createRunner() {
  const config = await resolveConfig(
    {
      configFile: false,
      envDir: false,
      cacheDir: process.cwd(),
      logLevel: "error",
      environments: {
        inline: {
          consumer: "server",
          dev: { moduleRunnerTransform: true },
          resolve: {
            external: true,
            mainFields: [],
            // Node resolves a package's "module-sync" export where it can require() ES modules.
            conditions: ["node", ...(process.features.require_module ? ["module-sync"] : [])],
          },
        },
      },
    },
    "serve",
  );
  const environment = createRunnableDevEnvironment("inline", config, {
    runnerOptions: { hmr: { logger: false } },
    hot: false,
  });
  await environment.init();
  return environment.runner;
}

/**
 * @param {string} file the module's path from the project root, starting with "/"
 * @returns {Promise<Record<string, any>>} the module's exports
 */
export async function importAppModule(file) {
  runner ??= createRunner();
  return (await runner).import(file);
}

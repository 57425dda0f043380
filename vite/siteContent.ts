import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { siteOrigin } from "../scripts/host/environment.mjs";
import { contentFileOf, contentFilePaths, loadContent } from "../app/content/load.ts";
import { sampleContactWarning } from "../app/content/validate.ts";

/** What app/content/index.ts imports: the validated content as plain data. */
const CONTENT_MODULE = "virtual:site-content";
/** "\0" marks the module as made by this plugin. */
const RESOLVED_CONTENT_MODULE = `\0${CONTENT_MODULE}`;

/**
 * The owner's YAML files (content/) reach the pages as one module of plain data: the YAML parser
 * and zod run here, at build time and in the dev server, never in the browser. A mistake stops
 * the build (or shows on the dev server's page) with the file, the field and the line. The
 * gallery list is left out: the image step turns it into app/generated/gallery.ts.
 */
export function siteContent(): Plugin {
  /** VITE_ variables from the environment and .env files, as Vite resolved them. */
  let viteEnv: Record<string, string | undefined> = {};
  return {
    name: "site-content",
    configResolved(config) {
      viteEnv = config.env;
    },
    resolveId(source) {
      return source === CONTENT_MODULE ? RESOLVED_CONTENT_MODULE : null;
    },
    load(id) {
      if (id !== RESOLVED_CONTENT_MODULE) return null;
      const { gallery: _gallery, ...pages } = loadContent();
      // The address canonical links and sharing use, decided once at build time (scripts/host/environment.mjs).
      const origin = siteOrigin(pages.business.website, { ...process.env, ...viteEnv });
      return `export default ${JSON.stringify(pages)};\nexport const siteOrigin = ${JSON.stringify(origin)};\n`;
    },
    buildStart() {
      // React Router builds the browser and the prerender bundles: check and warn once, with the first.
      if (this.environment.mode !== "build" || this.environment.name !== "client") return;
      const warning = sampleContactWarning(loadContent(), contentFileOf("contact"));
      if (warning) this.warn(warning);
    },
    configureServer(server) {
      const files = contentFilePaths().map((file) => path.resolve(file));
      server.watcher.add(files);
      server.watcher.on("change", (file) => {
        if (files.includes(path.resolve(file))) reloadContent(server);
      });
    },
  };
}

/** A saved content file: every environment reads the module again, and the page reloads. */
function reloadContent(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(RESOLVED_CONTENT_MODULE);
    if (module) environment.moduleGraph.invalidateModule(module);
  }
  server.ws.send({ type: "full-reload" });
}

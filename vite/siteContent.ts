import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { siteOrigin } from "../scripts/deploy/host/environment.mjs";
import { contentDir } from "../app/content/dir.mjs";
import { editorScreens } from "../app/content/editor.ts";
import { contentFilePaths, type loadContent } from "../app/content/load.ts";
import { setupReport } from "../app/content/setup.ts";
import { publicPages } from "../app/pages.mjs";
import { areaLinks } from "../app/townPages.mjs";
import { editorConfig } from "../scripts/build-steps/admin/config.mjs";
import { setupLog } from "../scripts/build-steps/setup/notes.mjs";

/** What app/content/sections.ts and index.ts import: the validated content as plain data, one export per section. */
const CONTENT_MODULE = "virtual:site-content";
/** "\0" marks the modules as made by this plugin: CONTENT_MODULE and one module per section under it. */
const RESOLVED_PREFIX = `\0${CONTENT_MODULE}`;
/** The exports that are not sections of the content: the site's public origin, what of the sample remains, and the menus' links. */
const ORIGIN_EXPORT = "siteOrigin";
const SETUP_EXPORT = "siteSetup";
const LINKS_EXPORT = "pageLinks";
const AREA_LINKS_EXPORT = "areaLinks";

/**
 * Each page's menu link (its name and path) by its key: all an island's menu needs of the page
 * records (app/pages.mjs), which also hold texts and budgets no browser needs.
 */
export const pageLinks = () =>
  Object.fromEntries(publicPages.map((page) => [page.key, { label: page.name, to: page.path }]));

/**
 * The owner's YAML files (content/) reach the pages as plain data: the YAML parser and zod run
 * here, at build time and in the dev server, never in the browser. A mistake stops the build (or
 * shows on the dev server's page) with the file, the field and the line. The gallery list is left
 * out: the image step turns it into app/generated/gallery.ts.
 *
 * Each top-level section (business, contact, faq…) is a named export of CONTENT_MODULE, made in a
 * module of its own (virtual:site-content/faq), so the bundler puts into an island's code only the
 * sections the island reads, never the others: all of them are in the prerendered HTML already.
 */
export function siteContent({ warnOfSampleContact = true } = {}): Plugin {
  /** VITE_ variables from the environment and .env files, as Vite resolved them. */
  let viteEnv: Record<string, string | undefined> = {};
  /** The content as last read, with the build's report on it: one build reads the files once. */
  let loaded: ReturnType<typeof setupReport> | undefined;
  const report = () =>
    (loaded ??= setupReport({
      contentDir: contentDir(),
      originOf: (website) => siteOrigin(website, { ...process.env, ...viteEnv }),
    }));
  const modules = () => {
    const { content, origin, details } = report();
    return modulesOf(content, () => origin, { sampleDetails: details.length });
  };
  return {
    name: "site-content",
    configResolved(config) {
      viteEnv = config.env;
    },
    resolveId(source) {
      if (source === CONTENT_MODULE || source.startsWith(`${CONTENT_MODULE}/`)) return `\0${source}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const source = modules().get(id.slice(1));
      if (source === undefined) throw new Error(`${id.slice(1)}: no such section of the content`);
      return source;
    },
    async buildStart() {
      loaded = undefined;
      // React Router builds the browser and the prerender bundles: check and warn once, with the first.
      if (!warnOfSampleContact || this.environment.mode !== "build" || this.environment.name !== "client") return;
      // The log names each field as the editor's generated screens label it (app/content/editor.ts).
      const { config } = await editorConfig(process.env, { editorScreens });
      const lines = setupLog(config, report());
      if (lines.length > 0) this.warn(lines.join("\n"));
    },
    configureServer(server) {
      const files = contentFilePaths().map((file) => path.resolve(file));
      server.watcher.add(files);
      server.watcher.on("change", (file) => {
        if (!files.includes(path.resolve(file))) return;
        loaded = undefined;
        reloadContent(server);
      });
    },
  };
}

/**
 * The source of every module, by id: CONTENT_MODULE re-exports one module per section of the
 * content (gallery aside), the site's origin (scripts/deploy/host/environment.mjs), decided once at
 * build time from the content's website and the host's settings, and the pages' menu links.
 */
export function modulesOf(
  content: ReturnType<typeof loadContent>,
  originOf: (website: string) => string,
  setup: { sampleDetails: number } = { sampleDetails: 0 },
): Map<string, string> {
  const { gallery: _gallery, pictures: _pictures, ...sections } = content;
  // Every text arrives with its placeholders filled in (loadContent, pageTexts.ts filledContent),
  // wherever a component puts it (a button, a heading handed to an island).
  const values: [string, unknown][] = [
    ...Object.entries(sections),
    [ORIGIN_EXPORT, originOf(sections.business.website)],
    [SETUP_EXPORT, setup],
    [LINKS_EXPORT, pageLinks()],
    // The towns as the menus list them, each with its page where it has one (app/townPages.mjs).
    [AREA_LINKS_EXPORT, areaLinks(sections)],
  ];
  const modules = new Map<string, string>();
  // A section's module is named content-<section>, and so is its file in the build: never the same
  // name as a page's code (the contact section and the /contact page).
  const idOf = (name: string) => `${CONTENT_MODULE}/content-${name}`;
  const reexports = values.map(([name]) => {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`content section "${name}" is not a valid export name`);
    return `export { ${name} } from "${idOf(name)}";\n`;
  });
  modules.set(CONTENT_MODULE, reexports.join(""));
  for (const [name, value] of values) {
    modules.set(idOf(name), `export const ${name} = ${JSON.stringify(value)};\n`);
  }
  return modules;
}

/** A saved content file: every environment reads the module again, and the page reloads. */
function reloadContent(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    for (const module of environment.moduleGraph.idToModuleMap.values()) {
      if (module.id?.startsWith(RESOLVED_PREFIX)) environment.moduleGraph.invalidateModule(module);
    }
  }
  server.ws.send({ type: "full-reload" });
}

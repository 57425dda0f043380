// The editor's preview pane (admin/preview/preview.tsx), built into the site's build: the site's
// components, React and stylesheet, Sveltia's own renderer beside its script, and the Immutable.js
// that Sveltia asks a CDN for, served from the site instead (adminImportMap).
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "vite";

/** URL paths, under the site, of the preview's script and of the Immutable.js it needs. */
export const PREVIEW_SCRIPT = "/admin/preview/preview.js";
export const IMMUTABLE_SCRIPT = "/admin/preview/immutable.es.js";

const require = createRequire(import.meta.url);
const sveltiaDist = path.join(path.dirname(require.resolve("@sveltia/cms")), "..", "dist");

/**
 * The address Sveltia CMS imports Immutable.js from before it draws a preview template
 * (https://unpkg.com/immutable@<its version>/dist/immutable.es.js), read from its script, so
 * that the page's import map can send that import to the site's own copy.
 */
export async function immutableCdnUrl(script = path.join(sveltiaDist, "sveltia-cms.js")) {
  const text = await readFile(script, "utf8");
  const version = /\bimmutable:`\^?(\d+\.\d+\.\d+)`/.exec(text)?.[1];
  const base = /`(https:\/\/unpkg\.com\/)\$\{e\}`/.test(text);
  if (!version || !base) {
    throw new Error(
      `${script}: no longer says where it loads Immutable.js from (unpkg.com, immutable:\`^x.y.z\`): ` +
        "the preview templates need the import map in scripts/admin/preview.mjs updated for this Sveltia version.",
    );
  }
  return `https://unpkg.com/immutable@${version}/dist/immutable.es.js`;
}

/** The editor page's import map: Sveltia's import of Immutable.js goes to the site's copy. */
export async function adminImportMap() {
  return JSON.stringify({ imports: { [await immutableCdnUrl()]: IMMUTABLE_SCRIPT } });
}

/** Builds the preview into clientDir/admin/preview/ and copies the script Sveltia loads for it. */
export async function buildPreview(clientDir) {
  // Sveltia's renderer for templates, which it loads from beside its script (chunks/), and
  // Immutable.js, which it needs before it draws one.
  const renderer = path.join(clientDir, "admin", "chunks", "react-dom.js");
  const immutable = path.join(clientDir, IMMUTABLE_SCRIPT);
  for (const file of [renderer, immutable]) await mkdir(path.dirname(file), { recursive: true });
  await copyFile(path.join(sveltiaDist, "chunks", "react-dom.js"), renderer);
  const immutablePackage = createRequire(require.resolve("@sveltia/cms")).resolve("immutable");
  await copyFile(path.join(path.dirname(immutablePackage), "immutable.es.js"), immutable);

  // The preview's own Vite settings (no React Router, no islands), writing into the site's build.
  await build({
    // Paths from the project's folder, as every build step has them (scripts/build-layout.mjs).
    configFile: path.resolve("admin/preview/vite.config.ts"),
    root: process.cwd(),
    logLevel: "warn",
    build: { outDir: clientDir, rollupOptions: { output: { entryFileNames: PREVIEW_SCRIPT.slice(1) } } },
  });
}

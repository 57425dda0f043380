// The editor's preview pane (admin/preview/preview.tsx), built into the site's build: the site's
// components, React and stylesheet, Sveltia's own renderer beside its script, and the Immutable.js
// that Sveltia asks a CDN for, served from the site instead (adminImportMap).
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "vite";
import { importAppModule } from "../../lib/app-module.mjs";
import { sampleDetailLine } from "../setup/notes.mjs";

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
        "the preview templates need the import map in scripts/build-steps/admin/preview.mjs updated for this Sveltia version.",
    );
  }
  return `https://unpkg.com/immutable@${version}/dist/immutable.es.js`;
}

/** The editor page's import map: Sveltia's import of Immutable.js goes to the site's copy. */
export async function adminImportMap() {
  return JSON.stringify({ imports: { [await immutableCdnUrl()]: IMMUTABLE_SCRIPT } });
}

/** The module through which the preview receives the build's data on the example company (admin/preview/virtual.d.ts). */
export const SAMPLE_DATA_MODULE = "virtual:editor-sample";

/**
 * What the preview needs to list, as the owner types, what is still the example company's
 * (decision 0034): the frozen sample's values that the rules compare with, as data, file by file
 * (never the sample's files or a YAML reader); and the details only the build can find (drawn
 * pictures, the sample video, the website address the host replaces), as the last build worded
 * them for each screen.
 * @param {any} config the editor's configuration object (for the labels)
 * @param {{ details: { file: string, key: string, path: (string | number)[], value: string, label?: string }[], content?: { business: { warranty?: string, financing?: string }, pictures: { drawnSamples: boolean } } }} setup the build's report
 */
export async function previewSampleData(config, setup) {
  const { FOUND_BY_THE_BUILD, drawnProjectPhotos, shippedSampleValues } = await importAppModule(
    "/scripts/build-steps/seo/site-facts.ts",
  );
  /** @type {Record<string, { key: string, line: string }[]>} */
  const foundByBuild = {};
  for (const detail of setup.details.filter((d) => FOUND_BY_THE_BUILD.has(d.key))) {
    const screen = config.singletons?.find((s) => s.file === `content/${detail.file}`);
    const line = sampleDetailLine(config, detail).replace(`${screen?.label} › `, "");
    (foundByBuild[detail.file] ??= []).push({ key: detail.key, line });
  }
  // Whether there is a warranty and a financing offer, as the build read it: the preview's word until it reads the saved Business screen.
  return {
    shipped: shippedSampleValues(),
    foundByBuild,
    business: {
      warranty: Boolean(setup.content?.business.warranty),
      financing: Boolean(setup.content?.business.financing),
    },
    // Whether drawn samples are on, as the build read it, and the names of the drawn project
    // pictures: which of the Projects screen's photos would be left out with drawn samples off.
    pictures: {
      drawnSamples: setup.content?.pictures.drawnSamples ?? true,
      drawnProjectPhotos: drawnProjectPhotos(),
    },
  };
}

/** A Vite plugin giving the preview its data as the module SAMPLE_DATA_MODULE. */
const sampleDataModule = (data) => ({
  name: "editor-sample-data",
  resolveId: (id) => (id === SAMPLE_DATA_MODULE ? `\0${SAMPLE_DATA_MODULE}` : null),
  load: (id) => (id === `\0${SAMPLE_DATA_MODULE}` ? `export default ${JSON.stringify(data)};` : null),
});

/**
 * Builds the preview into clientDir/admin/preview/ and copies the script Sveltia loads for it.
 * @param {string} clientDir
 * @param {Awaited<ReturnType<typeof previewSampleData>>} sampleData
 */
export async function buildPreview(clientDir, sampleData) {
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
    // Paths from the project's folder, as every build step has them (scripts/lib/build-paths.mjs).
    configFile: path.resolve("admin/preview/vite.config.ts"),
    root: process.cwd(),
    logLevel: "warn",
    plugins: [sampleDataModule(sampleData)],
    build: { outDir: clientDir, rollupOptions: { output: { entryFileNames: PREVIEW_SCRIPT.slice(1) } } },
  });
}

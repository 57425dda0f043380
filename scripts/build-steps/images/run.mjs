// The image step of the build (`npm run images`, also run by `npm run build`
// and `npm run dev`): samples, responsive variants, cache, manifest.
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { CACHE_DIR, GROUPS, MANIFEST_FILE, OUTPUT_DIR, PROFILES, SAMPLE_DIR, SOURCE_DIR } from "./config.mjs";
import { checkContentImages } from "./content-check.mjs";
import { cacheKey, encodeSource, readSource, recordFiles } from "./encode.mjs";
import { manifestSource, writeManifests } from "./manifest.mjs";
import { runPool } from "./pool.mjs";
import { generateSamples, sampleKeys, sampleTypes } from "../../samples/drawings/generate.mjs";
import { collectSources, pictureChoices } from "./sources.mjs";
import { placeVideo } from "./video.mjs";
import { VIDEO_FIELD, VIDEO_FOLDER } from "../../../app/content/processVideo.mjs";
import { importAppModule } from "../../lib/app-module.mjs";

/**
 * options: directories (for tests), `site`: the content files' fields (read from
 * content/ when omitted; null for none), `quiet`.
 */
export async function buildImages(options = {}) {
  const started = performance.now();
  const sourceDir = options.sourceDir ?? SOURCE_DIR;
  const sampleDir = options.sampleDir ?? SAMPLE_DIR;
  const outDir = options.outDir ?? OUTPUT_DIR;
  const cacheDir = options.cacheDir ?? CACHE_DIR;
  const manifestFile = options.manifestFile ?? MANIFEST_FILE;
  const log = options.quiet ? () => {} : (msg) => console.log(`images: ${msg}`);

  const site = options.site === undefined ? await loadSite() : options.site;
  // A problem names a field as the editor shows it; the step's own tests leave the labels out.
  const labelOf = options.labelOf ?? (options.site === undefined ? await editorLabels() : undefined);
  const allSamples = options.sampleKeys ?? sampleKeys();
  const galleryPhotos = site?.gallery.photos ?? [];
  const choices = pictureChoices(site);
  const { sources, gallery } = collectSources(allSamples, {
    sourceDir,
    sampleDir,
    galleryPhotos,
    ...choices,
    sampleTypes: options.sampleTypes ?? sampleTypes(),
    labelOf,
  });
  if (site) checkContentImages(site, sources, { labelOf });
  // Draw only the samples that are still needed (not replaced by an owner photo).
  const neededSamples = sources.filter((s) => s.sample).map((s) => s.key);
  const drawn = await generateSamples(neededSamples, sampleDir);

  await mkdir(outDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const video = await placeVideo(site?.pictures?.video?.[VIDEO_FIELD], {
    videoDir: options.videoDir ?? path.join(path.dirname(sourceDir), VIDEO_FOLDER),
    outDir,
    drawSamples: choices.drawSamples,
    labelOf,
  });
  const cacheFile = path.join(cacheDir, "cache.json");
  const cache = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {};
  const present = new Set(await readdir(outDir));

  sharp.concurrency(1);
  let encoded = 0;
  const records = {};
  const nextCache = {};
  await runPool(sources, options.concurrency ?? os.availableParallelism(), async (source) => {
    const profile = PROFILES[GROUPS[source.group]];
    const bytes = await readSource(source.file);
    const hash = cacheKey(bytes, profile);
    let record = cache[hash];
    if (!record || !recordFiles(record).every((f) => present.has(f))) {
      record = await encodeSource({ key: source.key, file: source.file, bytes, hash, profile, outDir });
      encoded++;
    }
    records[source.key] = record;
    nextCache[hash] = record;
  });

  // Remove variants no current picture uses (replaced samples, old settings).
  const keep = new Set([...Object.values(records).flatMap(recordFiles), ...(video.written ? [video.written] : [])]);
  const stale = (await readdir(outDir)).filter((f) => !keep.has(f));
  await Promise.all(stale.map((f) => rm(path.join(outDir, f), { force: true })));
  await writeFile(cacheFile, JSON.stringify(nextCache));

  const ordered = Object.fromEntries(sources.map((s) => [s.key, records[s.key]]));
  const drawnServices = sources.filter((s) => s.sample && s.group === "services").map((s) => s.key);
  await writeManifests(manifestFile, manifestSource(ordered, gallery, drawnServices, video.src));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `${sources.length} pictures (${gallery.length} in the gallery), ${drawn} samples drawn, ${encoded} encoded, ${sources.length - encoded} from cache, ${stale.length} stale files removed, ${seconds} s`,
  );
  return { records: ordered, gallery, encoded, drawn, video };
}

/** How the editor names a field (app/content/editor.ts), for the step's problems. */
async function editorLabels() {
  return (await importAppModule("/app/content/editor.ts")).fieldLabel;
}

/** The content, through the app's own TypeScript loader. */
async function loadSite() {
  const { loadContent } = await importAppModule("/app/content/load.ts");
  return loadContent();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    await buildImages();
  } catch (error) {
    // A mistake in the content files speaks for itself; anything else is this step's.
    console.error(error.name === "ContentError" ? `\n${error.message}` : `\nImage step failed: ${error.message}`);
    process.exit(1);
  }
}

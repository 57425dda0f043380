// Writes the sample drawings (SVG) into the cache folder; the image pipeline
// rasterises them like any other source. A drawing is only redrawn when its
// recipe, the drawing code or the crew's shirt colours (the theme's) changed, so a warm build skips this step.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SAMPLE_DIR } from "../../build-steps/images/config.mjs";
import { sampleCatalog } from "./catalog.mjs";
import { composeScene } from "./compose.mjs";
import { CREW_SHIRTS } from "./people.mjs";

function generatorHash() {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const hash = createHash("sha256");
  for (const name of readdirSync(dir).sort())
    if (name.endsWith(".mjs")) hash.update(name).update(readFileSync(path.join(dir, name)));
  return hash.digest("hex");
}

/** Draws the samples whose keys are in `keys` (all when omitted); returns how many were (re)drawn. */
export async function generateSamples(keys, sampleDir = SAMPLE_DIR) {
  const wanted = keys ? new Set(keys) : null;
  const indexFile = path.join(sampleDir, "index.json");
  const index = existsSync(indexFile) ? JSON.parse(readFileSync(indexFile, "utf8")) : {};
  const code = generatorHash();
  let written = 0;
  for (const { key, recipe } of sampleCatalog()) {
    if (wanted && !wanted.has(key)) continue;
    const file = path.join(sampleDir, `${key}.svg`);
    const stamp = createHash("sha256").update(code).update(JSON.stringify({ recipe, CREW_SHIRTS })).digest("hex");
    if (index[key] === stamp && existsSync(file)) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, composeScene(recipe));
    index[key] = stamp;
    written++;
  }
  await mkdir(sampleDir, { recursive: true });
  await writeFile(indexFile, JSON.stringify(index));
  return written;
}

export const sampleKeys = () => sampleCatalog().map((s) => s.key);

/** Gallery sample key ("gallery/12") -> the type of work its drawing shows. */
export const sampleTypes = () => new Map(sampleCatalog().flatMap((s) => (s.type ? [[s.key, s.type]] : [])));

// Collects every picture the site needs: the owner's files where present,
// samples for the rest. Gallery: all names in natural order, ids img1...
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { GROUPS, PHOTO_EXTENSIONS, SAMPLE_DIR, SOURCE_DIR } from "./config.mjs";

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
export const naturalCompare = (a, b) => collator.compare(a, b);

export class ImageSourceError extends Error {
  name = "ImageSourceError";
}

function ownerFiles(sourceDir, group) {
  const dir = path.join(sourceDir, group);
  if (!existsSync(dir)) return new Map();
  const files = new Map();
  for (const name of readdirSync(dir)) {
    const ext = path.extname(name).toLowerCase();
    if (!PHOTO_EXTENSIONS.includes(ext)) continue;
    const base = name.slice(0, -ext.length);
    if (files.has(base))
      throw new ImageSourceError(
        `Two pictures named "${base}" in ${dir} (${files.get(base).name} and ${name}): keep one.`,
      );
    files.set(base, { name, file: path.join(dir, name) });
  }
  return files;
}

/**
 * sampleKeys: keys such as "gallery/12" or "hero/home" that have a sample drawing.
 * galleryPhotos: the owner's entries of content/gallery.yml ({ file, alt?, type? }), by file name.
 * Returns { sources: [{ key, file, group, sample }], gallery: [{ id, key, alt }] }.
 */
export function collectSources(
  sampleKeys,
  { sourceDir = SOURCE_DIR, sampleDir = SAMPLE_DIR, galleryPhotos = [] } = {},
) {
  const sources = [];
  const gallery = [];
  const byGroup = new Map();
  for (const key of sampleKeys) {
    const [group, name] = key.split("/");
    if (!byGroup.has(group)) byGroup.set(group, []);
    byGroup.get(group).push(name);
  }
  for (const group of Object.keys(GROUPS)) {
    const owner = ownerFiles(sourceDir, group);
    const names = new Set([...(byGroup.get(group) ?? []), ...owner.keys()]);
    const ordered = [...names].sort(naturalCompare);
    for (const name of ordered) {
      const mine = owner.get(name);
      const key = `${group}/${name}`;
      sources.push(
        mine
          ? { key, group, file: mine.file, sample: false }
          : { key, group, file: path.join(sampleDir, group, `${name}.svg`), sample: true },
      );
    }
    if (group === "gallery") {
      const entries = new Map(galleryPhotos.map((entry) => [entry.file, entry]));
      ordered.forEach((name, i) => {
        const mine = owner.get(name);
        const entry = mine && entries.get(mine.name);
        gallery.push({
          id: `img${i + 1}`,
          key: `gallery/${name}`,
          alt: entry?.alt ?? `Completed fence project ${i + 1}`,
        });
      });
    }
  }
  return { sources, gallery };
}

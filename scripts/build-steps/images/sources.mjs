// Collects every picture the site needs: the owner's files where present,
// samples for the rest. Gallery: all names in natural order, ids img1...
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { VIDEO_FIELD } from "../../../app/content/processVideo.mjs";
import { GROUPS, PHOTO_EXTENSIONS, SAMPLE_DIR, SOURCE_DIR } from "./config.mjs";
import { fieldName } from "./fieldName.mjs";

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
export const naturalCompare = (a, b) => collator.compare(a, b);

export class ImageSourceError extends Error {
  name = "ImageSourceError";
}

/**
 * The owner's pictures of a group, by name without extension: { name, file, type? }. In the gallery
 * a sub-folder named after a type (gallery/vinyl/) gives its photos that type; names stay unique
 * across the sub-folders, since a photo's name is its place in the gallery.
 */
function ownerFiles(sourceDir, group, galleryTypes) {
  const dir = path.join(sourceDir, group);
  if (!existsSync(dir)) return new Map();
  const files = new Map();
  const add = (folder, type) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (group !== "gallery" || type) continue;
        if (galleryTypes && !galleryTypes.includes(entry.name))
          throw new ImageSourceError(
            `The folder ${path.join(folder, entry.name)} is not a kind of work you offer: name it after the short address name of one of your services (${galleryTypes.join(", ")}), or move its photos up into ${dir}.`,
          );
        add(path.join(folder, entry.name), entry.name);
        continue;
      }
      const name = entry.name;
      const ext = path.extname(name).toLowerCase();
      if (!PHOTO_EXTENSIONS.includes(ext)) continue;
      const base = name.slice(0, -ext.length);
      const file = path.join(folder, name);
      if (files.has(base))
        throw new ImageSourceError(
          `Two pictures named "${base}" in ${dir} (${path.relative(dir, files.get(base).file)} and ${path.relative(dir, file)}): keep one.`,
        );
      files.set(base, { name, file, ...(type ? { type } : {}) });
    }
  };
  add(dir, undefined);
  return files;
}

/**
 * The owner's files of a group with the editor's choices applied: a file chosen for a place
 * (pictures.hero.home: our-yard.webp) stands under the place's name (hero/home) and not under its
 * own, so an upload from the editor replaces the place's sample whatever the file is called.
 * A chosen file that is not in the folder stops the build, naming the field, as a missing services
 * picture does: the editor uploads the file with the choice, so only a change on GitHub leaves it out.
 */
function chosenInPlace(files, chosen, dir, group, { labelOf, offerings = [] } = {}) {
  const field = (place) =>
    group === "featured"
      ? fieldName(labelOf, "content/services.yml", ["services", offerings.indexOf(place), "cardPicture"])
      : fieldName(labelOf, "content/gallery.yml", ["pictures", group, place]);
  const byFileName = new Map([...files.values()].map((entry) => [entry.name, entry]));
  const placed = new Map(files);
  for (const [place, fileName] of Object.entries(chosen)) {
    if (!fileName) continue;
    const entry = byFileName.get(fileName);
    if (!entry)
      throw new ImageSourceError(
        `${field(place)} names ${fileName}, which is not in ${dir}: upload it again in the editor, or clear the field.`,
      );
    placed.delete(path.basename(fileName, path.extname(fileName)));
    placed.set(place, entry);
  }
  return placed;
}

/**
 * The pictures chosen for a group's places. The process video's own file sits beside its poster in
 * the editor (pictures.video.file) but is a video, placed by scripts/build-steps/images/video.mjs.
 */
function chosenPictures(group, chosen = {}) {
  if (group !== "video") return chosen;
  const { [VIDEO_FIELD]: _video, ...places } = chosen;
  return places;
}

/**
 * sampleKeys: keys such as "gallery/12" or "hero/home" that have a sample drawing.
 * galleryPhotos: the owner's entries of content/gallery.yml ({ file, alt?, type? }), by file name.
 * pictures: the pictures the owner chose in the editor for places outside the gallery
 * (content/gallery.yml `pictures`: { hero: { home: "our-yard.webp" } }), by folder and place.
 * sampleTypes: gallery sample key -> the type of work its drawing shows.
 * projectPhotos: the photo names the content's projects give (content/projects.yml), whose drawings show.
 * labelOf: the editor's name of a field, for a problem (fieldName.mjs).
 * Returns { sources: [{ key, file, group, sample }], gallery: [{ id, key, alt, type? }] }. A photo's
 * type: the owner's entry first (the editor), then its sub-folder; a sample's: what it shows.
 */
export function collectSources(
  sampleKeys,
  {
    sourceDir = SOURCE_DIR,
    sampleDir = SAMPLE_DIR,
    galleryPhotos = [],
    sampleTypes = new Map(),
    pictures = {},
    offerings,
    drawSamples = true,
    projectPhotos = [],
    labelOf,
  } = {},
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
    const owner = chosenInPlace(
      ownerFiles(sourceDir, group, offerings),
      chosenPictures(group, pictures[group]),
      path.join(sourceDir, group),
      group,
      { labelOf, offerings },
    );
    // The gallery presents the pictures as the company's own work: once it holds one photo of the
    // owner's, it shows only the owner's, never a drawing beside them (docs/decisions/0016).
    // With drawn samples switched off, a place without the owner's picture has none (the page closes
    // up: decision 0028); a home page card's drawing only for a service still offered.
    // A project's drawing only for a photo a project names (the sample's projects): a drawing of a
    // project the owner removed is shown nowhere.
    const drawn = (byGroup.get(group) ?? []).filter(
      (name) =>
        (group !== "featured" || !offerings || offerings.includes(name)) &&
        (group !== "projects" || projectPhotos.includes(name)),
    );
    const samples = !drawSamples || (group === "gallery" && owner.size > 0) ? [] : drawn;
    const names = new Set([...samples, ...owner.keys()]);
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
        const key = `gallery/${name}`;
        const entry = mine && entries.get(mine.name);
        const type = mine ? (entry?.type ?? mine.type) : sampleTypes.get(key);
        gallery.push({
          id: `img${i + 1}`,
          key,
          alt: entry?.alt ?? `Completed fence project ${i + 1}`,
          ...(type ? { type } : {}),
        });
      });
    }
  }
  return { sources, gallery };
}

/**
 * The drawn sample pictures a build of the pictures in `sourceDir` would show, by key
 * ("hero/home", "gallery/12"): what keeps the site out of search engines until replaced.
 * @param {string[]} sampleKeys every key that has a drawing (samples/generate.mjs)
 * @param {string} sourceDir
 * @param {Parameters<typeof pictureChoices>[0]} [site] the content (pictureChoices)
 * @returns {string[]}
 */
export function samplePicturesInUse(sampleKeys, sourceDir = SOURCE_DIR, site) {
  return collectSources(sampleKeys, { sourceDir, ...pictureChoices(site) })
    .sources.filter((source) => source.sample)
    .map((source) => source.key);
}

/**
 * What the content chooses about pictures, for collectSources: the pictures chosen for each place
 * (the home page cards' from each service's cardPicture), the services offered (the gallery's kinds
 * of work and the cards that may show a drawing), and whether drawn samples fill the places
 * without a picture of the owner's.
 * @param {{ pictures?: Record<string, any>, services?: { id: string, cardPicture?: string }[], projects?: { photos: { image: string }[] }[] } | null | undefined} site
 */
export function pictureChoices(site) {
  if (!site) return {};
  const { drawnSamples = true, ...places } = site.pictures ?? {};
  const services = site.services ?? [];
  return {
    pictures: {
      ...places,
      featured: Object.fromEntries(services.filter((s) => s.cardPicture).map((s) => [s.id, s.cardPicture])),
    },
    offerings: services.map((s) => s.id),
    drawSamples: drawnSamples !== false,
    projectPhotos: (site.projects ?? []).flatMap((project) => project.photos.map((photo) => photo.image)),
  };
}

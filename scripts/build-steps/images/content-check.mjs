// Checks that every picture the content files name exists, so a typo in
// content/services.yml, content/gallery.yml or content/projects.yml stops the build with the field and the file.
import path from "node:path";
import { contentDir } from "../../../app/content/dir.mjs";
import { SOURCE_DIR } from "./config.mjs";
import { fieldName } from "./fieldName.mjs";

export class ImageReferenceError extends Error {
  name = "ImageReferenceError";
}

/**
 * site: the content files' fields; sources: every picture found ({ key, file, sample }); labelOf:
 * the editor's name of a field (fieldName.mjs).
 */
export function checkContentImages(site, sources, { dir = contentDir(), sourceDir = SOURCE_DIR, labelOf } = {}) {
  const keys = new Set(sources.map((s) => s.key));
  const problems = [];
  site.services.forEach((service, i) => {
    service.images.forEach((entry, j) => {
      const key = `services/${entry.image}`;
      if (!keys.has(key))
        problems.push(
          `${fieldName(labelOf, path.join(dir, "services.yml"), ["services", i, "images", j, "image"])}: "${entry.image}": no picture ${path.join(sourceDir, key)}.jpg (or .png/.webp) and no sample of that name`,
        );
    });
  });
  const ownerGallery = new Set(
    sources.filter((s) => s.group === "gallery" && !s.sample).map((s) => path.basename(s.file)),
  );
  site.gallery.photos.forEach((photo, i) => {
    if (!ownerGallery.has(photo.file))
      problems.push(
        `${fieldName(labelOf, path.join(dir, "gallery.yml"), ["gallery", "photos", i, "file"])}: "${photo.file}": no photo of that name in ${path.join(sourceDir, "gallery")}`,
      );
  });
  (site.projects ?? []).forEach((project, i) => {
    project.photos.forEach((photo, j) => {
      if (!keys.has(`projects/${photo.image}`))
        problems.push(
          `${fieldName(labelOf, path.join(dir, "projects.yml"), ["projects", i, "photos", j, "image"])}: "${photo.image}": no photo ${path.join(sourceDir, "projects", photo.image)}.jpg (or .png/.webp): upload it again in the editor`,
        );
    });
  });
  if (problems.length)
    throw new ImageReferenceError(`Missing pictures:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
}

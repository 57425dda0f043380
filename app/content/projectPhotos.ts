// Which project photos the site can show: the owner's file in content/images/projects/, else, while
// drawn samples are on, the drawing of that name (the sample's projects). With drawn samples off, a
// photo without the owner's file has no picture: it is left out, and a project left without photos
// with it, so the pages close up (decision 0028). Build time only (reads the folder).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sampleKeys } from "../../scripts/samples/drawings/generate.mjs";
import type { ContentFix } from "./crossField.ts";
import type { ContentFiles } from "./schema.ts";

/** The folder of the project photos, under a content folder's images/. */
export const PROJECT_PHOTOS_FOLDER = "projects";

/** The names (without extension) of the owner's project photos in a content folder. */
function ownerPhotoNames(dir: string): Set<string> {
  const folder = path.join(dir, "images", PROJECT_PHOTOS_FOLDER);
  if (!existsSync(folder)) return new Set();
  return new Set(
    readdirSync(folder)
      .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
      .map((name) => name.replace(/\.[^.]+$/, "")),
  );
}

/** The content with each project photo that has no picture left out, and the notes saying so. */
export function projectsWithPictures(
  content: ContentFiles,
  dir: string,
): { content: ContentFiles; fixes: ContentFix[] } {
  if (content.pictures.drawnSamples || content.projects.length === 0) return { content, fixes: [] };
  const own = ownerPhotoNames(dir);
  const drawn = new Set(sampleKeys());
  const fixes: ContentFix[] = [];
  const projects = content.projects.flatMap((project, i) => {
    const photos = project.photos.filter((photo, j) => {
      if (own.has(photo.image)) return true;
      if (drawn.has(`${PROJECT_PHOTOS_FOLDER}/${photo.image}`))
        fixes.push({
          file: "projects.yml",
          path: ["projects", i, "photos", j],
          note: "is a drawn sample picture and drawn samples are off, so it is left out",
        });
      // A name that is neither: the image step stops the build, naming the field.
      else return true;
      return false;
    });
    if (photos.length > 0) return [{ ...project, photos }];
    fixes.push({ file: "projects.yml", path: ["projects", i], note: "has no photo left to show, so it is left out" });
    return [];
  });
  return { content: { ...content, projects }, fixes };
}

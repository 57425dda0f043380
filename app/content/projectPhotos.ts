// Which project photos the site can show: the owner's file in content/images/projects/, else, while
// drawn samples are on, the drawing of that name (the sample's projects). With drawn samples off, a
// photo without the owner's file has no picture: it is left out, and a project left without photos
// with it, so the pages close up (decision 0028). Build time only (reads the folder).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sampleKeys } from "../../scripts/samples/drawings/generate.mjs";
import type { ContentFix } from "./crossField.ts";
import { unshownProjectParts, type PictureSource } from "./shownProjects.ts";
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

/** The names of the drawn project pictures (the sample's projects'). */
export const drawnProjectPhotos = (): string[] =>
  sampleKeys()
    .filter((key) => key.startsWith(`${PROJECT_PHOTOS_FOLDER}/`))
    .map((key) => key.slice(PROJECT_PHOTOS_FOLDER.length + 1));

/** Where a project photo's picture comes from in a content folder: the owner's file wins over a drawing. */
export function pictureSourceIn(dir: string): (name: string) => PictureSource {
  const own = ownerPhotoNames(dir);
  const drawn = new Set(drawnProjectPhotos());
  return (name) => (own.has(name) ? "own" : drawn.has(name) ? "drawn" : "unknown");
}

/** The content with each project photo that has no picture left out, and the notes saying so. */
export function projectsWithPictures(
  content: ContentFiles,
  dir: string,
): { content: ContentFiles; fixes: ContentFix[] } {
  const unshown = unshownProjectParts(content.projects, content.pictures.drawnSamples, pictureSourceIn(dir));
  if (unshown.photos.length === 0) return { content, fixes: [] };
  const photoLeftOut = (i: number, j: number) => unshown.photos.some(([p, q]) => p === i && q === j);
  const fixes: ContentFix[] = unshown.photos.map(([i, j]) => ({
    file: "projects.yml",
    path: ["projects", i, "photos", j],
    note: "is a drawn sample picture and drawn samples are off, so it is left out",
  }));
  for (const i of unshown.projects)
    fixes.push({ file: "projects.yml", path: ["projects", i], note: "has no photo left to show, so it is left out" });
  const projects = content.projects.flatMap((project, i) =>
    unshown.projects.includes(i) ? [] : [{ ...project, photos: project.photos.filter((_, j) => !photoLeftOut(i, j)) }],
  );
  return { content: { ...content, projects }, fixes };
}

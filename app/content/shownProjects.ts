// Which parts of the Projects screen a built page shows: the rule the build applies to the content
// (projectPhotos.ts leaves the rest out) and, for the list of what is still the example company's,
// the build (setup.ts) and the editor's preview (sampleValues.ts) alike, so that a sample detail no
// page shows is never counted (decisions 0028, 0034, 0048). Reads no file: the caller says where a
// photo's picture comes from.

/** Where a project photo's picture comes from: the owner's file, a drawn sample, or neither known. */
export type PictureSource = "own" | "drawn" | "unknown";

/** A photo's name as the pages read it: the editor writes it with its file's extension. */
export const photoName = (image: string) => image.replace(/\.(jpe?g|png|webp)$/i, "");

/** The places (in projects.yml, as written) of the projects and photos no page shows. */
export interface UnshownProjectParts {
  /** Each project left without a photo to show, by its place in the list. */
  projects: number[];
  /** Each photo without a picture (a drawn sample while drawn samples are off), as [project, photo]. */
  photos: [number, number][];
}

const photosOf = (project: unknown): unknown[] => {
  const photos = (project as { photos?: unknown } | null)?.photos;
  return Array.isArray(photos) ? photos : [];
};
const imageOf = (photo: unknown): string | undefined => {
  const image = (photo as { image?: unknown } | null)?.image;
  return typeof image === "string" ? photoName(image) : undefined;
};

/**
 * With drawn samples on, every photo has a picture. With them off, a photo whose picture would be a
 * drawn sample is left out, and a project with no photo left goes with it. A photo of unknown source
 * (a name that is neither) stays: the image step stops the build, naming the field.
 */
export function unshownProjectParts(
  projects: unknown,
  drawnSamples: boolean,
  sourceOf: (name: string) => PictureSource,
): UnshownProjectParts {
  const parts: UnshownProjectParts = { projects: [], photos: [] };
  if (drawnSamples || !Array.isArray(projects)) return parts;
  for (const [i, project] of projects.entries()) {
    const photos = photosOf(project);
    const drawn = photos.flatMap((photo, j) => {
      const image = imageOf(photo);
      return image !== undefined && sourceOf(image) === "drawn" ? [j] : [];
    });
    for (const j of drawn) parts.photos.push([i, j]);
    if (drawn.length === photos.length) parts.projects.push(i);
  }
  return parts;
}

/**
 * The paths of projects.yml no built page shows: the projects and photos left out, and the words
 * around the projects (projectTexts) once no project is left to show, since only the gallery's
 * project groups, a project's page and a service's recent projects show them.
 */
export function unshownProjectPaths(
  projects: unknown,
  drawnSamples: boolean,
  sourceOf: (name: string) => PictureSource,
): (string | number)[][] {
  const parts = unshownProjectParts(projects, drawnSamples, sourceOf);
  const count = Array.isArray(projects) ? projects.length : 0;
  return [
    ...parts.projects.map((i) => ["projects", i]),
    ...parts.photos.map(([i, j]) => ["projects", i, "photos", j]),
    ...(parts.projects.length === count ? [["projectTexts"]] : []),
  ];
}

import type { ResponsiveImage } from "~/components/image/types";
import type { ProjectPhoto } from "~/content/schema";
import { projectPictures } from "~/generated/projects";

/** A project photo's picture (content/images/projects/, or the sample's drawing): the image step made one for each. */
export function projectPicture(photo: Pick<ProjectPhoto, "image">): ResponsiveImage {
  const picture = projectPictures[photo.image];
  if (!picture) throw new Error(`No picture for the project photo ${photo.image} (see content/images/projects/)`);
  return picture;
}

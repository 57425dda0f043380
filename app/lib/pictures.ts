import type { ResponsiveImage } from "~/components/image/types";
import { images } from "~/generated/images";

/**
 * The picture at a place ("hero/home", "about/crew", "featured/wood"), or undefined where the owner
 * has none and drawn samples are switched off (decision 0028): the place is then left out. Read by
 * key rather than as `images["hero/home"]`, since which places have a picture depends on the content.
 */
export const pictureAt = (key: string): ResponsiveImage | undefined =>
  (images as Record<string, ResponsiveImage | undefined>)[key];

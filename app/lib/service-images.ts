import { images } from "~/generated/images";

/** The picture a service's content entry names, e.g. "wood-1" -> the services/wood-1 image. */
export function serviceImage(name: string) {
  const image = images[`services/${name}` as keyof typeof images];
  if (!image) throw new Error(`No image named services/${name} (see content/images/services/)`);
  return image;
}

import { drawnServicePictures, images } from "~/generated/images";

/** The picture a service's content entry names, e.g. "wood-1" -> the services/wood-1 image. */
export function serviceImage(name: string) {
  const image = images[`services/${name}` as keyof typeof images];
  if (!image) throw new Error(`No image named services/${name} (see content/images/services/)`);
  return image;
}

/**
 * The pictures a service shows: all of them while each is a drawn sample, and only the owner's once
 * it has one, so a drawing never stands beside the owner's own photos as their work
 * (docs/decisions/0016).
 */
export function shownServicePictures<T extends { image: string }>(pictures: readonly T[]): T[] {
  const own = pictures.filter(({ image }) => !drawnServicePictures.includes(`services/${image}`));
  return own.length > 0 ? own : [...pictures];
}

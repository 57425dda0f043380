import type { ResponsiveImage } from "./types";

export const IMAGE_PATH = "/img/";

export type ImageFormat = "webp" | "avif";

export function imageUrl(image: ResponsiveImage, width: number, format: ImageFormat = "webp"): string {
  return `${IMAGE_PATH}${image.base}-${width}.${format}`;
}

export function srcSet(image: ResponsiveImage, format: ImageFormat = "webp"): string {
  return image.w.map((w) => `${imageUrl(image, w, format)} ${w}w`).join(", ");
}

/** Intrinsic size: the largest variant. */
export function intrinsicSize(image: ResponsiveImage): { width: number; height: number } {
  return { width: image.w[image.w.length - 1] ?? 0, height: image.h };
}

/** The fallback src: a middle width, good enough for browsers without srcset. */
export function fallbackSrc(image: ResponsiveImage): string {
  const width = image.w[Math.min(image.w.length - 1, Math.floor(image.w.length / 2))] ?? image.w[0] ?? 0;
  return imageUrl(image, width);
}

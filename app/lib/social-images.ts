/**
 * The sharing picture (Open Graph / Twitter card) of each public page.
 * scripts/og-images.mjs renders them at build time into public/og/, and
 * pageMeta() points each page's og:image at its file, so both read this list.
 *
 * Only relative imports and plain data here: the build script loads this
 * file outside the app's bundler aliases.
 */
import type { PublicPath } from "../routes-list";

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface SocialImage {
  /** File name under public/og/ without extension. */
  slug: string;
  /** The large line on the picture (and the core of its alt text). */
  headline: string;
}

export const socialImages = {
  "/": { slug: "home", headline: "Great Fences Make Better Neighbors!" },
  "/fences": { slug: "fences", headline: "Wood, Vinyl, Metal & Chain Link Fences" },
  "/gallery": { slug: "gallery", headline: "Fences We've Built for Our Neighbors" },
  "/contact": { slug: "contact", headline: "Free, No-Obligation Fence Quotes" },
} as const satisfies Record<PublicPath, SocialImage>;

/** JPEG keeps photo-backed cards small (well under the ~150 KB budget). */
export const SOCIAL_IMAGE_EXTENSION = "jpg";

/** The page's own picture; pages outside the list (the 404) share the home page's. */
export function socialImageFor(path: string): SocialImage {
  return (socialImages as Record<string, SocialImage>)[path] ?? socialImages["/"];
}

export function socialImagePath(image: SocialImage): string {
  return `/og/${image.slug}.${SOCIAL_IMAGE_EXTENSION}`;
}

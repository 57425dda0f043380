/**
 * The sharing picture (Open Graph / Twitter card) of each page, as app/pages.mjs names it.
 * scripts/og-images.mjs renders them at build time into public/og/, and pageMeta() points each
 * page's og:image at its file.
 */
import type { SiteContent } from "~/content/schema";
import { socialImages, type SocialImage } from "../pages.mjs";

export type { SocialImage };

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** JPEG keeps photo-backed cards small (well under the ~150 KB budget). */
export const SOCIAL_IMAGE_EXTENSION = "jpg";

/** The page's own picture; pages outside the list (the 404) share the home page's. */
export function socialImageFor(path: string): SocialImage {
  return (socialImages as Record<string, SocialImage>)[path] ?? socialImages["/"];
}

/** The large line on a page's picture, from the content's pages.yml. */
export function socialHeadline(image: SocialImage, pages: SiteContent["pages"]): string {
  return pages[image.texts].shareHeadline;
}

export function socialImagePath(image: SocialImage): string {
  return `/og/${image.slug}.${SOCIAL_IMAGE_EXTENSION}`;
}

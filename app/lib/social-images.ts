/**
 * The sharing picture (Open Graph / Twitter card) of each page, named by the page's key
 * (app/pages.mjs): scripts/og-images.mjs renders them at build time into public/og/<key>.jpg, and
 * pageMeta() points each page's og:image at its file.
 */
import type { SiteContent } from "~/content/schema";
import { pageAt, publicPages, type PublicPage } from "../pages.mjs";

/** A page with a sharing picture of its own. */
export type SocialImage = Pick<PublicPage, "key">;

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** JPEG keeps photo-backed cards small (well under the ~150 KB budget). */
export const SOCIAL_IMAGE_EXTENSION = "jpg";

/** The page's own picture; pages outside the list (the 404) share the home page's. */
export function socialImageFor(path: string): SocialImage {
  return pageAt(path) ?? publicPages[0];
}

/** The large line on a page's picture, from the content's pages.yml. */
export function socialHeadline(image: SocialImage, pages: SiteContent["pages"]): string {
  return pages[image.key].shareHeadline;
}

export function socialImagePath(image: SocialImage): string {
  return `/og/${image.key}.${SOCIAL_IMAGE_EXTENSION}`;
}

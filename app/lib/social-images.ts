/**
 * The sharing picture (Open Graph / Twitter card) of each page: scripts/build-steps/og-images.mjs renders them
 * at build time into public/og/<key>.jpg, and pageMeta() points each page's og:image at its file.
 * A public page's key is its record's (app/pages.mjs); a page made from content has its own picture
 * too, keyed by its kind and item ("offering-wood", app/pageKinds.mjs).
 */
import type { SiteContent } from "~/content/schema";
import { contentPageAt } from "../pageKinds.mjs";
import { pageAt, publicPages } from "../pages.mjs";

/** A page's picture: its file's name and the large line on it. */
export interface SocialImage {
  key: string;
  headline: string;
}

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** JPEG keeps photo-backed cards small (well under the ~150 KB budget). */
export const SOCIAL_IMAGE_EXTENSION = "jpg";

/** The page's own picture; pages outside both lists (the 404) share the home page's. */
export function socialImageFor(path: string, content: SiteContent): SocialImage {
  const made = contentPageAt(content, path);
  if (made) return { key: made.key, headline: made.shareHeadline };
  const page = pageAt(path) ?? publicPages[0];
  return { key: page.key, headline: content.pages[page.key].shareHeadline };
}

export function socialImagePath(image: Pick<SocialImage, "key">): string {
  return `/og/${image.key}.${SOCIAL_IMAGE_EXTENSION}`;
}

import content, { siteOrigin } from "virtual:site-content";
import type { SiteContent } from "./schema";

export type { SiteContent, Service, FaqItem, ProcessStep, HoursRow, DayOfWeek } from "./schema";

/**
 * The content every component reads, from the owner's files in content/. vite/siteContent.ts
 * reads and validates them when the site is built (and in the dev server and unit tests), so the
 * browser gets the plain data without the YAML parser or the validator.
 */
export const site: SiteContent = content;

/** The site's public origin, for canonical links, the sitemap and sharing; decided at build time. */
export { siteOrigin };

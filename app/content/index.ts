import * as sections from "./sections";
import type { SiteContent } from "./schema";

export type { SiteContent, Service, FaqItem, ProcessStep, HoursRow, DayOfWeek } from "./schema";

/**
 * The content every component reads, from the owner's files in content/. vite/siteContent.ts
 * reads and validates them when the site is built (and in the dev server and unit tests), so the
 * browser gets the plain data without the YAML parser or the validator.
 *
 * Each section is its own export (`import { contact } from "~/content"`): an island's code holds
 * only the sections it reads. Islands and what they render import sections, never `site`.
 */
export * from "./sections";

/**
 * All the sections as one object, for code that only runs while prerendering (metadata, structured
 * data). The bundler resolves a read such as `site.faq` to that one section; `site` passed on whole
 * brings every section with it.
 */
export { sections as site };

/** The site's public origin, for canonical links, the sitemap and sharing; decided at build time. */
export { siteOrigin } from "virtual:site-content";

/** What of the example company remains, decided at build time (app/content/setup.ts). */
export { siteSetup } from "virtual:site-content";

/** Holds only when A and B have the same keys with the same types. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** The build fails when a section of the schema is not exported (sections.ts, virtual.d.ts), or one too many is. */
export type SectionsMatchTheSchema = Holds<Same<typeof sections, SiteContent>>;

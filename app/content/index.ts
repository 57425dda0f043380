import type { SiteContent } from "./schema";
import { siteContent } from "./site";

export type { SiteContent, Service, FaqItem, ProcessStep, HoursRow, DayOfWeek } from "./schema";

/**
 * The content every component reads. It is checked against the schema when
 * the site is built (vite.config.ts) and in the unit tests, so the browser
 * gets the plain data without the validator.
 */
export const site: SiteContent = siteContent;

/**
 * The owner's content, read from content/*.yml and validated by vite/siteContent.ts: one export per
 * section of SiteContent (app/content/sections.ts checks that the two agree), and the site's origin.
 */
declare module "virtual:site-content" {
  type SiteContent = import("~/content/schema").SiteContent;
  export const business: SiteContent["business"];
  export const contact: SiteContent["contact"];
  export const forms: SiteContent["forms"];
  export const serviceAreas: SiteContent["serviceAreas"];
  export const social: SiteContent["social"];
  export const services: SiteContent["services"];
  export const faq: SiteContent["faq"];
  export const process: SiteContent["process"];
  export const reviews: SiteContent["reviews"];
  export const footer: SiteContent["footer"];
  export const badges: SiteContent["badges"];
  export const pages: SiteContent["pages"];
  export const prices: SiteContent["prices"];
  export const estimator: SiteContent["estimator"];
  export const projects: SiteContent["projects"];
  export const projectTexts: SiteContent["projectTexts"];
  /** The site's public origin: content, host or VITE_SITE_ORIGIN (scripts/deploy/host/environment.mjs). */
  export const siteOrigin: string;
  /** How many sample details of the example company remain (app/content/setup.ts): noindex and the set-up notice while any do. */
  export const siteSetup: { sampleDetails: number };
  /** Each page's menu link, by the page's key (app/pages.mjs). */
  export const pageLinks: Record<import("~/pages.mjs").PageKey, { label: string; to: string }>;
  /** Each service area's name ("Southaven, MS"), with its page's address where it has one (app/townPages.mjs). */
  export const areaLinks: { label: string; to?: string }[];
}

/** The theme's colours by token name, the brand's derived shades included (vite/brandShades.ts). */
declare module "virtual:theme-colours" {
  const color: Record<string, string>;
  export default color;
}

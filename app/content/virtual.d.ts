/** The owner's content, read from content/*.yml and validated by vite/siteContent.ts. */
declare module "virtual:site-content" {
  const content: import("~/content/schema").SiteContent;
  export default content;
  /** The site's public origin: content, host or VITE_SITE_ORIGIN (scripts/host/environment.mjs). */
  export const siteOrigin: string;
}

/** The owner's content, read from content/*.yml and validated by vite/siteContent.ts. */
declare module "virtual:site-content" {
  const content: import("~/content/schema").SiteContent;
  export default content;
}

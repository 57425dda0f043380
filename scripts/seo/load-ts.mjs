// Loads the app's TypeScript facts (content, route list, sharing pictures)
// from build scripts through Vite's module runner, so no fact is copied into
// a .mjs file. configFile: false keeps the app's plugins out of it.
import { loadEnv, runnerImport } from "vite";

/**
 * The site content, the public pages, the sharing pictures and the site
 * origin (VITE_SITE_ORIGIN, from the environment or a .env file, overrides
 * the content's website, exactly as in app/lib/meta.ts).
 */
export async function loadSiteFacts() {
  const { module } = await runnerImport("/scripts/seo/site-facts.ts", { configFile: false, logLevel: "error" });
  const env = loadEnv("production", process.cwd(), "VITE_");
  const origin = env.VITE_SITE_ORIGIN || module.siteContent.business.website;
  return {
    site: module.siteContent,
    publicPages: module.publicPages,
    socialImages: module.socialImages,
    sampleDetails: module.sampleDetails,
    origin,
  };
}

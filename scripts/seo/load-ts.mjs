// Loads the app's TypeScript facts (content, route list, sharing pictures)
// from build scripts through Vite's module runner, so no fact is copied into
// a .mjs file. configFile: false keeps the app's plugins out of it.
import { loadEnv, runnerImport } from "vite";
import { siteOrigin } from "../host/environment.mjs";

/**
 * The site content, the public pages, the sharing pictures and the site
 * origin, by the same rule as the pages' (scripts/host/environment.mjs).
 */
export async function loadSiteFacts() {
  const { module } = await runnerImport("/scripts/seo/site-facts.ts", { configFile: false, logLevel: "error" });
  const env = loadEnv("production", process.cwd(), "VITE_");
  const origin = siteOrigin(module.siteContent.business.website, { ...process.env, ...env });
  return {
    site: module.siteContent,
    publicPages: module.publicPages,
    socialImages: module.socialImages,
    sampleDetails: module.sampleDetails,
    origin,
  };
}

// The content facts the build scripts need (sitemap, sharing pictures), loaded from the app's
// TypeScript by the one loader scripts use (scripts/app-module.mjs).
import { loadEnv } from "vite";
import { importAppModule } from "../app-module.mjs";
import { siteOrigin } from "../host/environment.mjs";

/** The site content, its sample details and the site origin, by the same rule as the pages'. */
export async function loadSiteFacts() {
  const module = await importAppModule("/scripts/seo/site-facts.ts");
  const env = loadEnv("production", process.cwd(), "VITE_");
  const origin = siteOrigin(module.siteContent.business.website, { ...process.env, ...env });
  return { site: module.siteContent, sampleDetails: module.sampleDetails, origin };
}

// The content facts the build scripts need (sitemap, sharing pictures, the editor's notes), loaded
// from the app's TypeScript by the one loader scripts use (scripts/lib/app-module.mjs).
import { loadEnv } from "vite";
import { editorConfig } from "../admin/config.mjs";
import { importAppModule } from "../../lib/app-module.mjs";
import { siteOrigin } from "../../deploy/host/environment.mjs";
import { sampleDetailLine } from "../setup/notes.mjs";

/**
 * The site content, the site origin (by the same rule as the pages'), the sample details left as
 * the owner reads them ("Business and contact › Address: Olive Branch, MS 38654") and the build's
 * full report on the content (`setup`: app/content/setup.ts).
 */
export async function loadSiteFacts() {
  const module = await importAppModule("/scripts/build-steps/seo/site-facts.ts");
  const env = loadEnv("production", process.cwd(), "VITE_");
  const setup = module.siteFacts((website) => siteOrigin(website, { ...process.env, ...env }));
  const { config } = await editorConfig();
  return {
    site: setup.content,
    sampleDetails: setup.details.map((detail) => sampleDetailLine(config, detail)),
    origin: setup.origin,
    setup,
  };
}

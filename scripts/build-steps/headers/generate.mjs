// Post-build step: reads every prerendered page, hashes its inline scripts and writes the
// headers for each way of serving the build (see scripts/build-steps/headers/targets.mjs).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ADMIN_DIR } from "../admin/build.mjs";
import { adminOrigins } from "../admin/config.mjs";
import { importAppModule } from "../../lib/app-module.mjs";
import { BUILD_DIR } from "../../lib/build-paths.mjs";
import { NGINX_PAGES_FILE } from "./nginx-site.mjs";
import { inlineScriptHashes, readPages } from "./inline-scripts.mjs";
import { nginxPagesConfig, serveConfig, staticHostHeaders } from "./targets.mjs";

/**
 * What the editor's policy is made of: the origins it connects to and the hashes of its page's
 * inline scripts (the import map), read from the built page.
 * @param {string} clientDir the build's client folder
 */
export async function adminPolicyInputs(clientDir) {
  const page = await readFile(path.join(clientDir, ADMIN_DIR, "index.html"), "utf8");
  return { ...(await adminOrigins()), scriptHashes: inlineScriptHashes(page) };
}

/** What the pages' policy reads from the content: whether the forms post to the host's inbox. */
export async function siteOptions() {
  const { loadContent } = await importAppModule("/app/content/load.ts");
  return { formInbox: loadContent().forms.inbox };
}

/** Must run after every step that changes the HTML: the hashes are of the final pages. */
export async function generateHeaders(buildDir = BUILD_DIR) {
  const clientDir = path.join(buildDir, "client");
  const pages = await readPages(clientDir);
  const admin = await adminPolicyInputs(clientDir);
  const site = await siteOptions();
  await writeFile(path.join(buildDir, "serve.json"), `${JSON.stringify(serveConfig(pages, admin, site), null, 2)}\n`);
  await writeFile(path.join(buildDir, NGINX_PAGES_FILE), nginxPagesConfig(pages, admin, site));
  await writeFile(path.join(clientDir, "_headers"), staticHostHeaders(pages, admin, site));
  const scripts = pages.reduce((sum, page) => sum + page.scriptHashes.length, 0);
  console.log(`headers: CSP for ${pages.length} pages (${scripts} inline scripts allowed by hash)`);
}

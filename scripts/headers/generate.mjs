// Post-build step: reads every prerendered page, hashes its inline scripts and writes the
// headers for each way of serving the build (see scripts/headers/targets.mjs).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { adminPolicyInputs } from "../admin/build.mjs";
import { BUILD_DIR } from "../build-layout.mjs";
import { NGINX_PAGES_FILE } from "./nginx-site.mjs";
import { readPages } from "./pages.mjs";
import { nginxPagesConfig, serveConfig, staticHostHeaders } from "./targets.mjs";

/** Must run after every step that changes the HTML: the hashes are of the final pages. */
export async function generateHeaders(buildDir = BUILD_DIR) {
  const clientDir = path.join(buildDir, "client");
  const pages = await readPages(clientDir);
  const admin = await adminPolicyInputs(clientDir);
  await writeFile(path.join(buildDir, "serve.json"), `${JSON.stringify(serveConfig(pages, admin), null, 2)}\n`);
  await writeFile(path.join(buildDir, NGINX_PAGES_FILE), nginxPagesConfig(pages, admin));
  await writeFile(path.join(clientDir, "_headers"), staticHostHeaders(pages, admin));
  const scripts = pages.reduce((sum, page) => sum + page.scriptHashes.length, 0);
  console.log(`headers: CSP for ${pages.length} pages (${scripts} inline scripts allowed by hash)`);
}

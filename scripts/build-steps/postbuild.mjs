// Turns React Router's prerender output into a folder any static host can serve.
import { existsSync } from "node:fs";
import { readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { buildAdmin, isAdminFile } from "./admin/build.mjs";
import { writeInboxFacts } from "./admin/inbox.mjs";
import { BUILD_DIR, CLIENT_DIR, NOT_FOUND_FILE } from "../lib/build-paths.mjs";
import { generateHeaders } from "./headers/generate.mjs";
import { writeSitemap } from "./seo/sitemap.mjs";
import { placeholderNote } from "../deploy/template-repository.mjs";

export { CLIENT_DIR };

/**
 * React Router writes the page at /fences to fences/index.html. Cloudflare Pages answers /fences
 * for such a file with a redirect to /fences/, away from the canonical address; for fences.html it
 * serves /fences itself (and redirects /fences/ and /fences.html there), as Netlify, nginx
 * (deploy/nginx.conf) and scripts/serve/serve.mjs do. So every page but the home page becomes <path>.html;
 * the 404 page, prerendered at /404, becomes the 404.html static hosts answer unknown paths with.
 */
export async function pagesAsFiles(clientDir) {
  const folderPages = (await readdir(clientDir, { recursive: true }))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith("/index.html"));
  for (const file of folderPages) {
    const folder = path.join(clientDir, path.dirname(file));
    await rename(path.join(clientDir, file), `${folder}.html`);
    if ((await readdir(folder)).length === 0) await rmdir(folder);
  }
  return folderPages.length;
}

export async function postbuild() {
  const moved = await pagesAsFiles(CLIENT_DIR);
  // React Router only prerenders 200 pages, so the catch-all is rendered at /404 (app/pages.mjs).
  if (!existsSync(path.join(CLIENT_DIR, NOT_FOUND_FILE))) throw new Error(`postbuild: ${NOT_FOUND_FILE} is missing`);

  // Every page is prerendered; a SPA fallback would only answer unknown paths with status 200.
  await rm(path.join(CLIENT_DIR, "__spa-fallback.html"), { force: true });

  await writeSitemap(CLIENT_DIR);
  await buildAdmin(CLIENT_DIR); // after pagesAsFiles: the editor stays admin/index.html
  await writeInboxFacts(CLIENT_DIR); // after buildAdmin: the repository its config.yml names
  await generateHeaders(BUILD_DIR); // last: the CSP hashes are of the final HTML

  const pages = (await readdir(CLIENT_DIR, { recursive: true })).filter((f) => f.endsWith(".html") && !isAdminFile(f));
  const note = placeholderNote();
  if (note) console.log(note);
  console.log(
    `postbuild: ${pages.length} HTML pages (${moved} written as <path>.html) and the editor at /admin ready in ${CLIENT_DIR}`,
  );
}

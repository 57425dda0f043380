// Turns React Router's prerender output into a folder any static host can serve.
import { existsSync } from "node:fs";
import { readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { generateHeaders } from "./headers/generate.mjs";
import { writeSitemap } from "./seo/sitemap.mjs";

export const BUILD_DIR = "build";
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

export async function postbuild() {
  // React Router only prerenders 200 pages, so the catch-all is rendered at
  // /404; static servers answer unknown paths with /404.html and status 404.
  const prerendered404 = path.join(CLIENT_DIR, "404", "index.html");
  if (!existsSync(prerendered404)) throw new Error(`postbuild: ${prerendered404} is missing`);
  await rename(prerendered404, path.join(CLIENT_DIR, "404.html"));
  await rm(path.join(CLIENT_DIR, "404"), { recursive: true });

  // Every page is prerendered; a SPA fallback would only answer unknown paths with status 200.
  await rm(path.join(CLIENT_DIR, "__spa-fallback.html"), { force: true });

  await writeSitemap(CLIENT_DIR);
  await generateHeaders(BUILD_DIR); // last: the CSP hashes are of the final HTML

  const pages = (await readdir(CLIENT_DIR, { recursive: true })).filter((f) => f.endsWith(".html"));
  console.log(`postbuild: ${pages.length} HTML pages ready in ${CLIENT_DIR}`);
}

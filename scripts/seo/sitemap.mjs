// sitemap.xml and robots.txt for the public pages of app/routes-list.ts.
// The 404 page is not in that list, so it is never offered to search engines.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { loadSiteFacts } from "./load-ts.mjs";

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]);

/** The same absolute URLs as the pages' canonical links. */
export function pageUrls(pages, origin) {
  return pages.map((page) => new URL(page.path, origin).href);
}

export function sitemapXml(pages, origin) {
  const entries = pageUrls(pages, origin).map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin) {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${new URL("/sitemap.xml", origin).href}`, ""].join("\n");
}

/** Writes both files into the static output folder. */
export async function writeSitemap(clientDir) {
  const { publicPages, origin } = await loadSiteFacts();
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(publicPages, origin));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin));
  console.log(`sitemap: ${publicPages.length} pages on ${origin}, robots.txt`);
}

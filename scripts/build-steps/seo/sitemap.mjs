// sitemap.xml and robots.txt for the public pages of app/pages.mjs and the pages made from the
// content (app/pageKinds.mjs). The 404 page is in neither list, so it is never offered to search engines.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { contentPages } from "../../../app/pageKinds.mjs";
import { publicPages } from "../../../app/pages.mjs";
import { placeholderAddressWarning } from "../../deploy/host/environment.mjs";
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

/**
 * Crawling is allowed; the sitemap is named only when `withSitemap` (no sample details left),
 * so a site still showing the sample business is not offered to search engines.
 */
export function robotsTxt(origin, { withSitemap = true } = {}) {
  const sitemap = withSitemap ? ["", `Sitemap: ${new URL("/sitemap.xml", origin).href}`] : [];
  return ["User-agent: *", "Allow: /", ...sitemap, ""].join("\n");
}

/** Every page the sitemap lists for this content: the public pages, then the pages made from it. */
export const sitemapPages = (content) => [...publicPages, ...contentPages(content)];

/** Writes both files into the static output folder. */
export async function writeSitemap(clientDir) {
  const { site, origin, sampleDetails } = await loadSiteFacts();
  const withSitemap = sampleDetails.length === 0;
  const pages = sitemapPages(site);
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(pages, origin));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(origin, { withSitemap }));
  console.log(
    `sitemap: ${pages.length} pages on ${origin}, robots.txt ${withSitemap ? "naming it" : "without it (sample details in use)"}`,
  );
  const addressWarning = placeholderAddressWarning(origin, process.env);
  if (addressWarning) console.warn(addressWarning);
}

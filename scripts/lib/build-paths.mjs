// The build's paths: where the build is and how its files map to addresses; the one module the
// build, the servers, the benchmark and the tests read. SITE_BUILD_DIR moves the build elsewhere (the
// content build test builds a changed copy of the content into a folder of its own this way).
import path from "node:path";

/** The build folder: build/, or SITE_BUILD_DIR. */
export const BUILD_DIR = process.env.SITE_BUILD_DIR || "build";

/** The static site any host serves: the pages, their assets and the hosts' settings files. */
export const CLIENT_DIR = path.join(BUILD_DIR, "client");

/** The page static hosts answer unknown paths with (status 404). */
export const NOT_FOUND_FILE = "404.html";

/** The home page's file: present once a production build has run. */
export const HOME_FILE = "index.html";

/**
 * The file a page's URL path is written to (the inverse of urlPathOf): "/" → index.html,
 * "/fences" → fences.html.
 * @param {string} urlPath
 */
export const fileOfUrlPath = (urlPath) => (urlPath === "/" ? HOME_FILE : `${urlPath.slice(1)}.html`);

/**
 * The URL path a page's file answers: index.html → "/", fences.html → "/fences" (scripts/build-steps/postbuild.mjs
 * writes every other page so), services/wood.html → "/services/wood"; null for the 404 page, which
 * answers unknown paths.
 * @param {string} file a path relative to CLIENT_DIR
 * @returns {string | null}
 */
export function urlPathOf(file) {
  const posix = file.split(path.sep).join("/");
  if (posix === NOT_FOUND_FILE) return null;
  const clean = posix.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return `/${clean}`;
}

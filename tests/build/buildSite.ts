// The build tests' one way to build a copy of the content: as `npm run build` does (the prerender,
// then the postbuild), into a folder of its own, so each test reads the pages a host would serve.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { SiteContent } from "../../app/content/schema";
import { contentPages } from "../../app/pageKinds.mjs";
import { publicPages } from "../../app/pages.mjs";
import { isAdminFile } from "../../scripts/build-steps/admin/build.mjs";
import { BUILD_DIR, CLIENT_DIR, fileOfUrlPath, NOT_FOUND_FILE } from "../../scripts/lib/build-paths.mjs";

/**
 * Builds the site from `content` into `buildDir` and returns the folder of its pages; a failed
 * step throws with what it printed.
 */
export function buildSite(content: string, buildDir: string): string {
  return buildSiteWithLog(content, buildDir).client;
}

/** The same, with what the build printed (colours aside): the build log the owner's host shows. */
export function buildSiteWithLog(content: string, buildDir: string): { client: string; log: string } {
  const env = { ...process.env, CONTENT_DIR: content, SITE_BUILD_DIR: buildDir };
  let log = "";
  for (const args of [
    ["node_modules/@react-router/dev/bin.js", "build"],
    ["--input-type=module", "-e", 'await (await import("./scripts/build-steps/postbuild.mjs")).postbuild();'],
  ]) {
    const result = spawnSync(process.execPath, args, { env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
    log += stripVTControlCharacters(`${result.stdout}\n${result.stderr}\n`);
  }
  return { client: path.join(buildDir, path.relative(BUILD_DIR, CLIENT_DIR)), log };
}

/** The built pages' HTML files under `client` (the editor's left out), in order. */
export const builtPages = (client: string) =>
  readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.html$/.test(name) && !isAdminFile(name))
    .sort();

/** The page files a build of `content` holds: the 404 page's, the public pages' and those made from it, in order. */
export const pageFiles = (content: SiteContent) =>
  [NOT_FOUND_FILE, ...[...publicPages, ...contentPages(content)].map((page) => fileOfUrlPath(page.path))].sort();

import { readdirSync } from "node:fs";
import path from "node:path";
import { isAdminFile } from "../../scripts/build-steps/admin/build.mjs";
import { CLIENT_DIR, urlPathOf } from "../../scripts/lib/build-paths.mjs";

export { CLIENT_DIR };

/**
 * Every public HTML file of the build (the 404 page included), with the URL path it answers (null: the
 * 404 page). The site editor under /admin is not one of them (tests/e2e/admin.spec.ts checks it).
 */
export const BUILT_PAGES: { file: string; urlPath: string | null }[] = readdirSync(CLIENT_DIR, {
  recursive: true,
  encoding: "utf8",
})
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => file.endsWith(".html") && !isAdminFile(file))
  .sort()
  .map((file) => ({ file, urlPath: urlPathOf(file) as string | null }));

/** The URL path of every page in the build: the checks cover pages added later without edits. */
export const BUILT_PAGE_PATHS: string[] = BUILT_PAGES.flatMap((page) => (page.urlPath === null ? [] : [page.urlPath]));

/** The file of the build that answers a page's URL path. */
export function fileOf(urlPath: string): string {
  const page = BUILT_PAGES.find((candidate) => candidate.urlPath === urlPath);
  if (!page) throw new Error(`no built page answers ${urlPath}`);
  return page.file;
}

/** Unknown paths, answered with the 404 page. */
export const NOT_FOUND_PATHS = ["/nope", "/a/b/c", "/%E2%9C%93", "/..%2f"];

/** One content-hashed file of each immutable folder that exists in the build, as URL paths. */
export function hashedFiles(): string[] {
  const files: string[] = [];
  for (const dir of ["assets", "img"]) {
    let names: string[] = [];
    try {
      names = readdirSync(`${CLIENT_DIR}/${dir}`, { recursive: true, encoding: "utf8" });
    } catch {
      continue; // the folder is optional (img/ appears once the site has photos)
    }
    const file = names.find((name) => /\.[a-z0-9]+$/i.test(name) && !name.includes("/"));
    if (file) files.push(`/${dir}/${file}`);
  }
  return files;
}

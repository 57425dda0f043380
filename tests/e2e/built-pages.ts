import { readdirSync } from "node:fs";
import { isAdminFile } from "../../scripts/admin/build.mjs";
import { urlPathOf } from "../../scripts/headers/pages.mjs";

export const CLIENT_DIR = "build/client";

/**
 * The URL path of every public page in the build: the checks cover pages added later without edits.
 * The site editor under /admin is not one of them (tests/e2e/admin.spec.ts checks it).
 */
export const BUILT_PAGE_PATHS: string[] = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html") && !isAdminFile(file))
  .map((file) => urlPathOf(file) as string | null)
  .filter((path): path is string => path !== null)
  .sort();

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

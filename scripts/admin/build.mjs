// The site editor (Sveltia CMS) at /admin: its page and settings from admin/, its script and
// fonts copied from node_modules. Nothing of it is loaded from a CDN, and none of it is part
// of the public pages (no sitemap entry, its own headers: scripts/headers/definition.mjs).
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { stringify } from "yaml";
import { PLACEHOLDER_REPO } from "../host/environment.mjs";
import { ADMIN_CONFIG_FILE, editorConfig } from "./config.mjs";
import { adminImportMap, buildPreview, PREVIEW_SCRIPT } from "./preview.mjs";

export { ADMIN_CONFIG_FILE, PLACEHOLDER_REPO };

/** Folder of the editor, in the repository and in the build (the URL path /admin/). */
export const ADMIN_DIR = "admin";
/** True for a file of the build (relative to build/client) that belongs to the editor. */
export const isAdminFile = (file) => file.split(/[\\/]/)[0] === ADMIN_DIR;

const require = createRequire(import.meta.url);
/** A file inside an installed package (whose exports do not list it). */
const packageFile = (name, file) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

/** The fonts Sveltia's interface asks a CDN for, served with the editor instead (admin/fonts.css). */
export const ADMIN_FONTS = [
  { package: "@fontsource-variable/source-sans-3", file: "files/source-sans-3-latin-wght-normal.woff2" },
  { package: "@fontsource/noto-mono", file: "files/noto-mono-latin-400-normal.woff2" },
  {
    package: "@fontsource-variable/material-symbols-outlined",
    file: "files/material-symbols-outlined-latin-wght-normal.woff2",
  },
];

/** The editor's script, as published in the pinned @sveltia/cms package. */
export function sveltiaScript() {
  // The package exports only its module entry; its plain-script build sits beside it in dist/.
  return path.join(path.dirname(require.resolve("@sveltia/cms")), "..", "dist", "sveltia-cms.js");
}

/**
 * The editor's page. In order: the import map (before any module loads), the interface fonts (in
 * the body, after every style the editor puts in the head: see fonts.css), Sveltia CMS (a copy
 * from node_modules, never a CDN) and the site's preview templates, a module that runs after it.
 * @param {string} importMap the import map's JSON (adminImportMap); its hash is in the page's policy
 */
export function adminPage(importMap) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- The editor is for the owner only: search engines must not list it. -->
    <meta name="robots" content="noindex" />
    <title>Edit your site</title>
    <script type="importmap">${importMap}</script>
  </head>
  <body>
    <link rel="stylesheet" href="/${ADMIN_DIR}/fonts.css" />
    <script src="/${ADMIN_DIR}/sveltia-cms.js"></script>
    <script type="module" src="${PREVIEW_SCRIPT}"></script>
  </body>
</html>
`;
}

/** Writes the editor into build/client/admin/. */
export async function buildAdmin(clientDir, env = process.env) {
  const target = path.join(clientDir, ADMIN_DIR);
  await mkdir(path.join(target, "fonts"), { recursive: true });
  await writeFile(path.join(target, "index.html"), adminPage(await adminImportMap()));
  await copyFile(path.join(ADMIN_DIR, "fonts.css"), path.join(target, "fonts.css"));
  const { config, filledFrom, warning } = await editorConfig(env);
  await writeFile(path.join(target, "config.yml"), stringify(config, { lineWidth: 0 }));
  await copyFile(sveltiaScript(), path.join(target, "sveltia-cms.js"));
  for (const font of ADMIN_FONTS) {
    await copyFile(packageFile(font.package, font.file), path.join(target, "fonts", path.basename(font.file)));
  }
  await buildPreview(clientDir);
  console.log(`admin: the site editor in ${target}`);
  // Only the owner/repo form is ever printed: hostRepository never returns a credential.
  if (filledFrom) {
    const { repo, branch } = filledFrom;
    console.log(`admin: the editor saves to ${repo}${branch ? ` (branch ${branch})` : ""}, as the host builds it`);
  }
  if (warning) console.warn(`admin: ${warning}`);
}

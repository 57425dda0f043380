// The site editor (Sveltia CMS) at /admin: its page and settings from admin/, its script and
// fonts copied from node_modules. Nothing of it is loaded from a CDN, and none of it is part
// of the public pages (no sitemap entry, its own headers: scripts/headers/definition.mjs).
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "yaml";

/** Folder of the editor, in the repository and in the build (the URL path /admin/). */
export const ADMIN_DIR = "admin";
/** Its settings, as a path in the repository and, in the build, the URL path /admin/config.yml. */
export const ADMIN_CONFIG_FILE = `${ADMIN_DIR}/config.yml`;

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

/** The code host's API and the sign-in helper the editor talks to, read from admin/config.yml. */
export async function adminOrigins(configFile = ADMIN_CONFIG_FILE) {
  const { backend = {} } = parse(await readFile(configFile, "utf8")) ?? {};
  if (backend.name !== "github") throw new Error(`${configFile}: backend.name must be github`);
  return {
    api: new URL(backend.api_root ?? "https://api.github.com").origin,
    // Netlify's own GitHub sign-in unless base_url names another helper (the Cloudflare worker).
    signIn: new URL(backend.base_url ?? "https://api.netlify.com").origin,
  };
}

/** The repository admin/config.yml ships with, until the site's own is set (README, "Publishing"). */
export const PLACEHOLDER_REPO = "your-github-account/your-site-repository";

/** A reminder while admin/config.yml still names the placeholder repository, else null. */
export async function adminSetupWarning(configFile = ADMIN_CONFIG_FILE) {
  const { backend = {} } = parse(await readFile(configFile, "utf8")) ?? {};
  if (backend.repo !== PLACEHOLDER_REPO) return null;
  return `${configFile}: backend.repo is still ${PLACEHOLDER_REPO}: set it to the site's GitHub repository (account/repository), or the editor at /admin cannot sign in.`;
}

/** Copies the editor into build/client/admin/. */
export async function buildAdmin(clientDir) {
  const target = path.join(clientDir, ADMIN_DIR);
  await mkdir(path.join(target, "fonts"), { recursive: true });
  for (const file of ["index.html", "config.yml", "fonts.css"]) {
    await copyFile(path.join(ADMIN_DIR, file), path.join(target, file));
  }
  await copyFile(sveltiaScript(), path.join(target, "sveltia-cms.js"));
  for (const font of ADMIN_FONTS) {
    await copyFile(packageFile(font.package, font.file), path.join(target, "fonts", path.basename(font.file)));
  }
  console.log(`admin: the site editor in ${target}`);
  const warning = await adminSetupWarning();
  if (warning) console.warn(`admin: ${warning}`);
}

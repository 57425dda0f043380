// The site editor (Sveltia CMS) at /admin: its page and settings from admin/, its script and
// fonts copied from node_modules. Nothing of it is loaded from a CDN, and none of it is part
// of the public pages (no sitemap entry, its own headers: scripts/headers/definition.mjs).
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { parse, parseDocument, stringify } from "yaml";
import { hostDeploysUrl, hostRepository, PLACEHOLDER_REPO, workerName } from "../host/environment.mjs";
import { PUBLISH_WORKFLOW, PUBLISH_WORKFLOW_TEXT } from "../host/publishing.mjs";
import { loadSiteFacts } from "../seo/load-ts.mjs";
import {
  connectPublishUrl,
  decorateEditorConfig,
  publishWorkflowText,
  repositoryHoldsPublishWorkflow,
} from "./decorate.mjs";
import { adminImportMap, buildPreview, PREVIEW_SCRIPT } from "./preview.mjs";

export { PLACEHOLDER_REPO };

/** Folder of the editor, in the repository and in the build (the URL path /admin/). */
export const ADMIN_DIR = "admin";
/** Its settings, as a path in the repository and, in the build, the URL path /admin/config.yml. */
export const ADMIN_CONFIG_FILE = `${ADMIN_DIR}/config.yml`;

/** The repository's Workers configuration (a Worker with static assets, for Cloudflare). */
export const WRANGLER_CONFIG = "wrangler.toml";

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

/** The Worker's name in the repository's Workers configuration (wrangler.toml), or null. */
const repositoryWorkerName = () =>
  existsSync(WRANGLER_CONFIG) ? workerName(readFileSync(WRANGLER_CONFIG, "utf8")) : null;

/** Where the editor's Business and contact screen explains Save and Publish Changes: a `comment`, the note under a field's name (admin/config.yml). */
const PUBLISH_HINT_AT = { file: "content/business.yml", field: "contact" };

/**
 * Ends the note that explains Save and Publish Changes with a link to the host's list of deploys,
 * so the owner is one click from seeing whether a publish went online. False where that note is not
 * in the settings.
 */
function linkDeploys(document, url) {
  const singletons = document.get("singletons");
  const screen = singletons?.items?.find((item) => item.get?.("file") === PUBLISH_HINT_AT.file);
  const field = screen?.get("fields")?.items?.find((item) => item.get?.("name") === PUBLISH_HINT_AT.field);
  const note = field?.get("comment");
  if (typeof note !== "string") return false;
  field.set("comment", `${note} [Whether it went online: your host's list of deploys](${url}).`);
  return true;
}

/**
 * Offers "Sign In with GitHub" besides the token once `base_url` names a sign-in service (the
 * Cloudflare worker): before that the button can only fail, so the shipped file lists the token
 * alone. Netlify's own sign-in cannot be seen from the build (it is a setting on Netlify), so its
 * set-up step adds `oauth` to the file itself (docs/deploying.md, "Publishing from GitHub").
 * @param {import("yaml").Document} document admin/config.yml; changed in place
 * @returns {boolean} whether it changed
 */
function offerServiceSignIn(document) {
  const methods = document.getIn(["backend", "auth_methods"])?.toJSON?.();
  if (!document.getIn(["backend", "base_url"]) || !Array.isArray(methods) || methods.includes("oauth")) return false;
  document.setIn(["backend", "auth_methods"], document.createNode(["oauth", ...methods], { flow: true }));
  return true;
}

/**
 * The editor's settings as the build writes them: admin/config.yml, with the repository and
 * branch the host builds from (scripts/host/environment.mjs) in place of the shipped
 * placeholder, the GitHub sign-in offered once a sign-in service is named (offerServiceSignIn),
 * and, where the host is known, a link to its list of deploys after the note on Save and Publish
 * Changes. A repository written in the file is kept. Comments and layout stay as written.
 * `warning` says why the editor cannot sign in yet, or is null.
 * @param {string} text the file's text
 * @param {Record<string, string | undefined>} env
 * @param {string | null} worker the Worker's name, for Cloudflare's list of deploys
 */
export function builtAdminConfig(text, env, configFile = ADMIN_CONFIG_FILE, worker = repositoryWorkerName()) {
  const document = parseDocument(text);
  let changed = offerServiceSignIn(document);
  let filledFrom = null;
  let warning = null;
  if (document.getIn(["backend", "repo"]) === PLACEHOLDER_REPO) {
    filledFrom = hostRepository(env);
    if (filledFrom) {
      document.setIn(["backend", "repo"], filledFrom.repo);
      if (filledFrom.branch) document.setIn(["backend", "branch"], filledFrom.branch);
      changed = true;
    } else {
      warning = `${configFile}: backend.repo is still ${PLACEHOLDER_REPO} and the host names no repository: set it to the site's GitHub repository (account/repository), or SITE_REPOSITORY in the host's settings, or the editor at /admin cannot sign in.`;
    }
  }
  const deploys = hostDeploysUrl(env, worker);
  if (deploys) changed = linkDeploys(document, deploys) || changed;
  return { text: changed ? document.toString() : text, filledFrom, warning };
}

/** A reminder while admin/config.yml names the placeholder repository and the host names none, else null. */
export async function adminSetupWarning(configFile = ADMIN_CONFIG_FILE, env = process.env) {
  return builtAdminConfig(await readFile(configFile, "utf8"), env, configFile).warning;
}

/** The script that shows the live site's build time in the owner's own time zone (admin/site-status.js). */
export const SITE_STATUS_SCRIPT = `/${ADMIN_DIR}/site-status.js`;

/** Text for HTML: the five characters that could end an attribute or start a tag. */
const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/**
 * The strip above the editor, outside Sveltia's own interface (which draws everything else on the
 * page): when the live site was built, the host's list of deploys where the build knows it, and,
 * first of all while Publish Changes is not connected, the link that connects it (or, where the
 * build knows no repository, where to add the file).
 * @param {{ builtAt: Date, deploysUrl?: string | null, publishConnected?: boolean, connectUrl?: string | null }} status
 */
export function siteStatusStrip({ builtAt, deploysUrl = null, publishConnected = true, connectUrl = null }) {
  const iso = builtAt.toISOString();
  // Before the script runs (or without it), the time in UTC, which is still true.
  const utc = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  const how = connectUrl
    ? `<a href="${escapeHtml(connectUrl)}">Connect Publish Changes on GitHub</a>, then click <strong>Commit changes...</strong> and <strong>Commit changes</strong>.`
    : `Add the file ${PUBLISH_WORKFLOW} to your repository on GitHub with the text of ${PUBLISH_WORKFLOW_TEXT}.`;
  const connect = publishConnected
    ? ""
    : `<p><strong>First: connect Publish Changes.</strong> ${how} Until then each Save goes online by itself (on Netlify: 15 of 300 monthly credits each).</p>`;
  const deploys = deploysUrl ? ` <a href="${escapeHtml(deploysUrl)}">Your host's list of deploys</a>` : "";
  return `<aside class="site-status" aria-label="Your live site">
      ${connect}<p><span data-built="${iso}">Live version built ${utc}.</span>${deploys}</p>
    </aside>`;
}

/**
 * The editor's page. In order: the import map (before any module loads), the strip with the live
 * site's build time (siteStatusStrip), the interface fonts (in the body, after every style the
 * editor puts in the head: see fonts.css), Sveltia CMS (a copy from node_modules, never a CDN),
 * the site's preview templates, a module that runs after it, and the strip's script.
 * @param {string} importMap the import map's JSON (adminImportMap); its hash is in the page's policy
 * @param {Parameters<typeof siteStatusStrip>[0]} [status] defaults to now, with no links
 */
export function adminPage(importMap, status = { builtAt: new Date() }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- The editor is for the owner only: search engines must not list it. -->
    <meta name="robots" content="noindex" />
    <title>Edit your site</title>
    <script type="importmap">${importMap}</script>
    <link rel="stylesheet" href="/${ADMIN_DIR}/site-status.css" />
  </head>
  <body>
    ${siteStatusStrip(status)}
    <link rel="stylesheet" href="/${ADMIN_DIR}/fonts.css" />
    <script src="/${ADMIN_DIR}/sveltia-cms.js"></script>
    <script type="module" src="${PREVIEW_SCRIPT}"></script>
    <script type="module" src="${SITE_STATUS_SCRIPT}"></script>
  </body>
</html>
`;
}

/**
 * The editor's settings object for this build: admin/config.yml as builtAdminConfig fills it,
 * decorated with the build's notes on the content and the Publish Changes switch (decorate.mjs).
 * @param {string} text builtAdminConfig's text
 * @param {{ setup: any, holds: boolean, workflowText: string }} build
 */
export function decoratedAdminConfig(text, { setup, holds, workflowText }) {
  const config = parse(text);
  const { repo, branch } = config.backend ?? {};
  const url = repo && repo !== PLACEHOLDER_REPO ? connectPublishUrl(repo, branch || "main", workflowText) : null;
  decorateEditorConfig(config, { setup, publish: { holds, url } });
  return { config, connectUrl: holds ? null : url };
}

/** Writes the editor into build/client/admin/. */
export async function buildAdmin(clientDir, env = process.env) {
  const target = path.join(clientDir, ADMIN_DIR);
  await mkdir(path.join(target, "fonts"), { recursive: true });
  const built = builtAdminConfig(await readFile(ADMIN_CONFIG_FILE, "utf8"), env);
  const { setup } = await loadSiteFacts();
  const holds = repositoryHoldsPublishWorkflow();
  const { config, connectUrl } = decoratedAdminConfig(built.text, {
    setup,
    holds,
    workflowText: publishWorkflowText(),
  });
  const deploysUrl = hostDeploysUrl(env, repositoryWorkerName());
  await writeFile(
    path.join(target, "index.html"),
    adminPage(await adminImportMap(), { builtAt: new Date(), deploysUrl, publishConnected: holds, connectUrl }),
  );
  await copyFile(path.join(ADMIN_DIR, "fonts.css"), path.join(target, "fonts.css"));
  await copyFile(path.join(ADMIN_DIR, "site-status.css"), path.join(target, "site-status.css"));
  await copyFile(path.join(ADMIN_DIR, "site-status.js"), path.join(target, "site-status.js"));
  await writeFile(path.join(target, "config.yml"), stringify(config, { lineWidth: 0 }));
  await copyFile(sveltiaScript(), path.join(target, "sveltia-cms.js"));
  for (const font of ADMIN_FONTS) {
    await copyFile(packageFile(font.package, font.file), path.join(target, "fonts", path.basename(font.file)));
  }
  await buildPreview(clientDir);
  console.log(`admin: the site editor in ${target}`);
  // Only the owner/repo form is ever printed: hostRepository never returns a credential.
  if (built.filledFrom) {
    const { repo, branch } = built.filledFrom;
    console.log(`admin: the editor saves to ${repo}${branch ? ` (branch ${branch})` : ""}, as the host builds it`);
  }
  if (built.warning) console.warn(`admin: ${built.warning}`);
  if (!holds)
    console.warn(
      `admin: Publish Changes is not connected (the repository has no ${PUBLISH_WORKFLOW}), so every Save is deployed at once: ${
        connectUrl
          ? "the editor (/admin) shows the link that connects it first"
          : `add that file on GitHub with the text of ${PUBLISH_WORKFLOW_TEXT}`
      }.`,
    );
}

// The site editor (Sveltia CMS) at /admin: its page and settings from admin/, its script and
// fonts copied from node_modules. Nothing of it is loaded from a CDN, and none of it is part
// of the public pages (no sitemap entry, its own headers: app/httpHeaders.mjs).
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { stringify } from "yaml";
import { hostDeploysUrl, PLACEHOLDER_REPO } from "../../deploy/host/environment.mjs";
import { PUBLISH_WORKFLOW, PUBLISH_WORKFLOW_TEXT } from "../../deploy/host/publishing.mjs";
import { loadSiteFacts } from "../seo/load-ts.mjs";
import { ADMIN_CONFIG_FILE, editorConfig, repositoryWorkerName } from "./config.mjs";
import {
  connectPublishUrl,
  decorateEditorConfig,
  publishWorkflowText,
  repositoryHoldsPublishWorkflow,
} from "./decorate.mjs";
import { adminImportMap, buildPreview, PREVIEW_SCRIPT, previewSampleData } from "./preview.mjs";

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

/** The script that shows the live site's build time in the owner's own time zone (admin/site-status.js). */
export const SITE_STATUS_SCRIPT = `/${ADMIN_DIR}/site-status.js`;

/** The editor page's Requests view (admin/requests.js), while the site's own inbox keeps requests. */
export const REQUESTS_SCRIPT = `/${ADMIN_DIR}/requests.js`;

/**
 * With the Requests view: its push worker (Notify me on this device) and the editor's web app
 * manifest, without which an iPhone takes no notifications (the editor must be on the Home Screen).
 */
export const REQUESTS_FILES = ["requests.js", "push-worker.js", "manifest.webmanifest"];

/**
 * Whether the editor shows the Requests view: while the forms post to the inbox (forms.inbox), except
 * on Netlify, whose Forms page keeps the requests instead of the site's Worker (decision 0029).
 * @param {boolean} inbox
 * @param {Record<string, string | undefined>} env
 */
export const showsRequests = (inbox, env) => inbox && env.NETLIFY !== "true";

/** Text for HTML: the five characters that could end an attribute or start a tag. */
const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/**
 * The strip above the editor, outside Sveltia's own interface (which draws everything else on the
 * page): when the live site was built, the host's list of deploys where the build knows it, and,
 * first of all while Publish Changes is not connected, the link that connects it (or, where the
 * build knows no repository, where to add the file); and, where the site keeps requests, the button
 * that opens them, which says how many are new.
 * @param {{ builtAt: Date, deploysUrl?: string | null, publishConnected?: boolean, connectUrl?: string | null, requests?: boolean }} status
 */
export function siteStatusStrip({
  builtAt,
  deploysUrl = null,
  publishConnected = true,
  connectUrl = null,
  requests = false,
}) {
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
  const inbox = requests
    ? `<p><button type="button" data-requests>Requests</button> <span data-requests-status role="status"></span></p>`
    : "";
  return `<aside class="site-status" aria-label="Your live site">
      ${connect}<p><span data-built="${iso}">Live version built ${utc}.</span>${deploys}</p>${inbox}
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
    <link rel="stylesheet" href="/${ADMIN_DIR}/site-status.css" />${
      status.requests
        ? `\n    <link rel="manifest" href="/${ADMIN_DIR}/manifest.webmanifest" />\n    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />`
        : ""
    }
  </head>
  <body>
    ${siteStatusStrip(status)}
    <link rel="stylesheet" href="/${ADMIN_DIR}/fonts.css" />
    <script src="/${ADMIN_DIR}/sveltia-cms.js"></script>
    <script type="module" src="${PREVIEW_SCRIPT}"></script>
    <script type="module" src="${SITE_STATUS_SCRIPT}"></script>${
      status.requests ? `\n    <script type="module" src="${REQUESTS_SCRIPT}"></script>` : ""
    }
  </body>
</html>
`;
}

/**
 * The editor's settings object for this build: the generated configuration (editorConfig in
 * config.mjs) decorated with the build's notes on the content and the Publish Changes switch
 * (decorate.mjs); changed in place.
 * @param {Record<string, any>} config editorConfig's object
 * @param {{ setup: any, holds: boolean, workflowText: string }} build
 */
export function decoratedAdminConfig(config, { setup, holds, workflowText }) {
  const { repo, branch } = config.backend ?? {};
  const url = repo && repo !== PLACEHOLDER_REPO ? connectPublishUrl(repo, branch || "main", workflowText) : null;
  decorateEditorConfig(config, { setup, publish: { holds, url } });
  return { config, connectUrl: holds ? null : url };
}

/** Writes the editor into build/client/admin/. */
export async function buildAdmin(clientDir, env = process.env) {
  const target = path.join(clientDir, ADMIN_DIR);
  await mkdir(path.join(target, "fonts"), { recursive: true });
  const { config: generated, filledFrom, warning } = await editorConfig(env);
  const { setup, site } = await loadSiteFacts();
  const requests = showsRequests(site.forms.inbox, env);
  const holds = repositoryHoldsPublishWorkflow();
  const { config, connectUrl } = decoratedAdminConfig(generated, {
    setup,
    holds,
    workflowText: publishWorkflowText(),
  });
  const deploysUrl = hostDeploysUrl(env, repositoryWorkerName());
  await writeFile(
    path.join(target, "index.html"),
    adminPage(await adminImportMap(), {
      builtAt: new Date(),
      deploysUrl,
      publishConnected: holds,
      connectUrl,
      requests,
    }),
  );
  await copyFile(path.join(ADMIN_DIR, "fonts.css"), path.join(target, "fonts.css"));
  await copyFile(path.join(ADMIN_DIR, "site-status.css"), path.join(target, "site-status.css"));
  await copyFile(path.join(ADMIN_DIR, "site-status.js"), path.join(target, "site-status.js"));
  if (requests) {
    for (const file of REQUESTS_FILES) await copyFile(path.join(ADMIN_DIR, file), path.join(target, file));
  }
  await writeFile(path.join(target, "config.yml"), stringify(config, { lineWidth: 0 }));
  await copyFile(sveltiaScript(), path.join(target, "sveltia-cms.js"));
  for (const font of ADMIN_FONTS) {
    await copyFile(packageFile(font.package, font.file), path.join(target, "fonts", path.basename(font.file)));
  }
  await buildPreview(clientDir, await previewSampleData(config, setup));
  console.log(`admin: the site editor in ${target}`);
  // Only the owner/repo form is ever printed: hostRepository never returns a credential.
  if (filledFrom) {
    const { repo, branch } = filledFrom;
    console.log(`admin: the editor saves to ${repo}${branch ? ` (branch ${branch})` : ""}, as the host builds it`);
  }
  if (warning) console.warn(`admin: ${warning}`);
  if (!holds)
    console.warn(
      `admin: Publish Changes is not connected (the repository has no ${PUBLISH_WORKFLOW}), so every Save is deployed at once: ${
        connectUrl
          ? "the editor (/admin) shows the link that connects it first"
          : `add that file on GitHub with the text of ${PUBLISH_WORKFLOW_TEXT}`
      }.`,
    );
}

// The editor's settings as the build writes them to build/client/admin/config.yml: the owner's
// settings from admin/config.yml (backend, media folders, the screens' order) completed for the
// host, and the screens with their fields made from the content's schema (app/content/editor.ts).
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { parse } from "yaml";
import { HOST_MAX_FILE_BYTES } from "../../../app/content/uploadLimit.mjs";
import { importAppModule } from "../../lib/app-module.mjs";
import { hostDeploysUrl, hostRepository, PLACEHOLDER_REPO, workerName } from "../../deploy/host/environment.mjs";

/** The editor's own settings, written by hand; in the build, the URL path /admin/config.yml. */
export const ADMIN_CONFIG_FILE = "admin/config.yml";

/** The repository's Workers configuration (a Worker with static assets, for Cloudflare). */
export const WRANGLER_CONFIG = "wrangler.toml";

/** The settings in admin/config.yml, as a plain object. */
export async function readEditorSettings(configFile = ADMIN_CONFIG_FILE) {
  return parse(await readFile(configFile, "utf8")) ?? {};
}

/** The code host's API and the sign-in helper the editor talks to, read from admin/config.yml. */
export async function adminOrigins(configFile = ADMIN_CONFIG_FILE) {
  const { backend = {} } = await readEditorSettings(configFile);
  if (backend.name !== "github") throw new Error(`${configFile}: backend.name must be github`);
  return {
    api: new URL(backend.api_root ?? "https://api.github.com").origin,
    // Netlify's own GitHub sign-in unless base_url names another helper (the Cloudflare worker).
    signIn: new URL(backend.base_url ?? "https://api.netlify.com").origin,
  };
}

/** The Worker's name in the repository's Workers configuration (wrangler.toml), or null. */
export const repositoryWorkerName = () =>
  existsSync(WRANGLER_CONFIG) ? workerName(readFileSync(WRANGLER_CONFIG, "utf8")) : null;

/**
 * The backend settings for the host the site is built on: the repository and branch the host
 * builds from (scripts/deploy/host/environment.mjs) in place of the shipped placeholder, and "Sign In with
 * GitHub" offered besides the token once `base_url` names a sign-in service (the Cloudflare
 * worker): before that the button can only fail. Netlify's own sign-in cannot be seen from the
 * build (it is a setting on Netlify), so its set-up step adds `oauth` to admin/config.yml itself
 * (docs/deploying.md, "Publishing from GitHub"). A repository written in the file is kept.
 * `warning` says why the editor cannot sign in yet, or is null.
 * @param {Record<string, any>} settings admin/config.yml's settings (not changed)
 * @param {Record<string, string | undefined>} env
 * @returns {{ settings: Record<string, any>, filledFrom: { repo: string, branch?: string } | null, warning: string | null }}
 */
export function hostSettings(settings, env, configFile = ADMIN_CONFIG_FILE) {
  const backend = { ...settings.backend };
  const methods = backend.auth_methods;
  if (backend.base_url && Array.isArray(methods) && !methods.includes("oauth"))
    backend.auth_methods = ["oauth", ...methods];
  let filledFrom = null;
  let warning = null;
  if (backend.repo === PLACEHOLDER_REPO) {
    filledFrom = hostRepository(env);
    if (filledFrom) {
      backend.repo = filledFrom.repo;
      if (filledFrom.branch) backend.branch = filledFrom.branch;
    } else {
      warning = `${configFile}: backend.repo is still ${PLACEHOLDER_REPO} and the host names no repository: set it to the site's GitHub repository (account/repository), or SITE_REPOSITORY in the host's settings, or the editor at /admin cannot sign in.`;
    }
  }
  return { settings: { ...settings, backend }, filledFrom, warning };
}

/** A reminder while admin/config.yml names the placeholder repository and the host names none, else null. */
export async function adminSetupWarning(configFile = ADMIN_CONFIG_FILE, env = process.env) {
  return hostSettings(await readEditorSettings(configFile), env, configFile).warning;
}

/** Where the editor explains Save and Publish Changes: the `comment` (the note under a field's name) of a top field. */
export const PUBLISH_NOTE_AT = { screen: "business", field: "contact" };

/** The field holding the note on Save and Publish Changes in a complete configuration. */
export function publishNoteField(config) {
  const screen = config.singletons?.find((singleton) => singleton.name === PUBLISH_NOTE_AT.screen);
  return screen?.fields.find((field) => field.name === PUBLISH_NOTE_AT.field);
}

/**
 * The editor's complete configuration, as a plain object for the build to write as YAML: the
 * settings of admin/config.yml for this host (hostSettings), its `screens` replaced by the
 * screens made from the content's schema, in that order, and, where the host is known, a link to
 * its list of deploys after the note on Save and Publish Changes, so the owner is one click from
 * seeing whether a publish went online.
 * @param {Record<string, string | undefined>} env
 * @param {{ configFile?: string, worker?: string | null, editorScreens?: (order: string[], from: string) => any[] }} [options]
 *   `worker`: the Worker's name, for Cloudflare's list of deploys (wrangler.toml's by default);
 *   `editorScreens`: app/content/editor.ts's, where the caller has it already (the Vite plugin),
 *   else loaded through the scripts' module runner
 * @returns {Promise<{ config: Record<string, any>, filledFrom: { repo: string, branch?: string } | null, warning: string | null }>}
 */
/** No upload larger than a host serves: the editor refuses it before anything is committed. */
function withUploadLimit(libraries = {}) {
  const library = libraries.default ?? {};
  return {
    ...libraries,
    default: { ...library, config: { ...library.config, max_file_size: HOST_MAX_FILE_BYTES } },
  };
}

export async function editorConfig(env = process.env, options = {}) {
  const { configFile = ADMIN_CONFIG_FILE, worker = repositoryWorkerName() } = options;
  const { screens: order, ...owned } = await readEditorSettings(configFile);
  const { settings, filledFrom, warning } = hostSettings(owned, env, configFile);
  const editorScreens = options.editorScreens ?? (await importAppModule("/app/content/editor.ts")).editorScreens;
  const config = {
    ...settings,
    media_libraries: withUploadLimit(settings.media_libraries),
    singletons: editorScreens(order ?? [], configFile),
  };
  const deploys = hostDeploysUrl(env, worker);
  const note = publishNoteField(config);
  if (deploys && typeof note?.comment === "string")
    note.comment = `${note.comment} [Whether it went online: your host's list of deploys](${deploys}).`;
  return { config, filledFrom, warning };
}

// What a host's build environment tells about the site, for the values the owner has not
// written yet: the GitHub repository (for the editor at /admin) and the public address.
// A value written in a file always wins; these only replace a shipped placeholder.
//
// Netlify: REPOSITORY_URL, BRANCH, CONTEXT and URL
// (https://docs.netlify.com/configure-builds/environment-variables/#read-only-variables).
// GitHub Actions: GITHUB_REPOSITORY and GITHUB_REF_NAME. Cloudflare Workers Builds (WORKERS_CI=1):
// WORKERS_CI_BRANCH; Cloudflare Pages (CF_PAGES=1): CF_PAGES_BRANCH. Neither Cloudflare build
// names the repository in a variable (developers.cloudflare.com/workers/ci-cd/builds/configuration/
// #default-variables), so there it is read from the clone the build runs in (its `origin`). Nor
// does either name the site's production address (CF_PAGES_URL is one deployment's own address),
// so there the address comes from content/business.yml or VITE_SITE_ORIGIN.
import { execFileSync } from "node:child_process";

/** The site address content/business.yml ships with, until the owner sets theirs. */
export const PLACEHOLDER_WEBSITE = "https://www.example.com";

/** The repository admin/config.yml ships with, until the build or the owner sets the site's own. */
export const PLACEHOLDER_REPO = "your-github-account/your-site-repository";

const OWNER_REPO = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})$/;

/**
 * "owner/repo" from any way a host writes a GitHub repository: "owner/repo",
 * https://github.com/owner/repo(.git), https://x-access-token:…@github.com/owner/repo (the
 * credential is dropped, never returned) or git@github.com:owner/repo.git. Null for anything else.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function githubRepository(value) {
  const text = value?.trim();
  if (!text) return null;
  let repoPath = text;
  const ssh = /^(?:ssh:\/\/)?git@github\.com[:/](.+)$/.exec(text);
  if (ssh) repoPath = ssh[1];
  else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    let url;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if (url.hostname !== "github.com") return null;
    repoPath = url.pathname.slice(1);
  }
  const match = OWNER_REPO.exec(repoPath.replace(/\/$/, "").replace(/\.git$/, ""));
  return match ? `${match[1]}/${match[2]}` : null;
}

/** The address of the `origin` remote of the clone in `folder` (the working folder), or undefined. */
export function cloneOrigin(folder = process.cwd()) {
  try {
    return execFileSync("git", ["-C", folder, "remote", "get-url", "origin"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return undefined;
  }
}

/** True in a Cloudflare build (Workers Builds or Pages), whose clone names the repository. */
const onCloudflare = (env) => env.WORKERS_CI === "1" || env.CF_PAGES === "1";

/**
 * The repository and branch the host builds from, or null where it names none.
 * SITE_REPOSITORY (set by hand on any host) comes first; on Cloudflare, the clone's origin last.
 * @param {Record<string, string | undefined>} env
 * @param {() => string | undefined} readOrigin how to read the clone's origin (cloneOrigin)
 * @returns {{ repo: string, branch: string | null } | null}
 */
export function hostRepository(env, readOrigin = () => cloneOrigin()) {
  const repo =
    githubRepository(env.SITE_REPOSITORY) ??
    githubRepository(env.REPOSITORY_URL) ??
    githubRepository(env.GITHUB_REPOSITORY) ??
    (onCloudflare(env) ? githubRepository(readOrigin()) : null);
  if (!repo) return null;
  const branch = env.BRANCH || env.GITHUB_REF_NAME || env.WORKERS_CI_BRANCH || env.CF_PAGES_BRANCH || null;
  return { repo, branch };
}

/**
 * The site's public origin for canonical links, the sitemap and sharing: VITE_SITE_ORIGIN when
 * set (a staging host), else the address written in content/business.yml, else, while that is
 * still the placeholder, Netlify's main address in a production build. An empty variable is unset.
 * @param {string} website the content's business.website
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function siteOrigin(website, env) {
  const override = env.VITE_SITE_ORIGIN?.trim();
  if (override) return new URL(override).origin;
  if (website !== PLACEHOLDER_WEBSITE) return website;
  if (env.CONTEXT === "production" && env.URL?.startsWith("https://")) return new URL(env.URL).origin;
  return website;
}

/** The Worker's name in a Workers configuration (wrangler.toml's top-level `name = "…"`), or null. */
export function workerName(wranglerToml) {
  return /^name = "([\w-]+)"$/m.exec(wranglerToml)?.[1] ?? null;
}

/**
 * The page of the host's dashboard that lists the site's deploys, as far as the build can tell:
 * Netlify names its site (SITE_NAME); on Workers Builds the Worker is the one wrangler.toml names
 * (the Deploy to Cloudflare button writes the owner's chosen name there), under Cloudflare's
 * placeholder for "the signed-in account". Null anywhere else.
 * @param {Record<string, string | undefined>} env
 * @param {string | null} worker the Worker's name (workerName)
 * @returns {string | null}
 */
export function hostDeploysUrl(env, worker) {
  if (env.NETLIFY === "true" && env.SITE_NAME) {
    return `https://app.netlify.com/sites/${encodeURIComponent(env.SITE_NAME)}/deploys`;
  }
  if (env.WORKERS_CI === "1" && worker) {
    return `https://dash.cloudflare.com/?to=/:account/workers/services/view/${encodeURIComponent(worker)}/production/deployments`;
  }
  return null;
}

/**
 * A line for the build log when a host build still uses the placeholder address for canonical
 * links and the sitemap (Cloudflare names none; Netlify only in production), else null.
 * @param {string} origin what siteOrigin gave
 * @param {Record<string, string | undefined>} env
 */
export function placeholderAddressWarning(origin, env) {
  const onHost = env.NETLIFY === "true" || env.WORKERS_CI === "1" || env.CF_PAGES === "1";
  if (!onHost || origin !== PLACEHOLDER_WEBSITE) return null;
  return `site address: canonical links and the sitemap still use ${PLACEHOLDER_WEBSITE}, as this host does not tell the build the site's address: type it in the editor (Business and contact, Website address), Save, then Publish Changes.`;
}

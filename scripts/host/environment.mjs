// What a host's build environment tells about the site, for the values the owner has not
// written yet: the GitHub repository (for the editor at /admin) and the public address.
// A value written in a file always wins; these only replace a shipped placeholder.
//
// Netlify: REPOSITORY_URL, BRANCH, CONTEXT and URL
// (https://docs.netlify.com/configure-builds/environment-variables/#read-only-variables).
// GitHub Actions: GITHUB_REPOSITORY and GITHUB_REF_NAME. Cloudflare Workers Builds:
// WORKERS_CI_BRANCH; Cloudflare Pages: CF_PAGES_BRANCH. Neither Cloudflare build names the
// site's production address (CF_PAGES_URL is one deployment's own address), so there the
// address comes from content/business.yml or VITE_SITE_ORIGIN.

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

/**
 * The repository and branch the host builds from, or null where it names none.
 * SITE_REPOSITORY (set by hand on any host) comes first.
 * @param {Record<string, string | undefined>} env
 * @returns {{ repo: string, branch: string | null } | null}
 */
export function hostRepository(env) {
  const repo =
    githubRepository(env.SITE_REPOSITORY) ??
    githubRepository(env.REPOSITORY_URL) ??
    githubRepository(env.GITHUB_REPOSITORY);
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

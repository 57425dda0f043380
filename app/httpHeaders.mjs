// The one definition of the HTTP headers the site is served with. Every target
// (scripts/serve/serve.mjs via build/serve.json, nginx, Netlify / Cloudflare Pages)
// is generated from the values here by scripts/build-steps/headers/generate.mjs.

import { MAP_ORIGIN } from "./lib/mapOrigin.mjs";

/** Build folders whose file names carry a content hash, so they never change. */
export const IMMUTABLE_DIRS = ["assets", "img"];

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML may be stored but must be revalidated, so a new build shows at once. */
export const CACHE_HTML = "no-cache";

// Features the site never uses, turned off for the page and any frame it embeds.
// Only names Chromium knows: an unknown name is reported as a console error.
const DISABLED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * Where the pages may send a request: a script may fetch from the site itself and nowhere else
 * ('self', not 'none': checkers such as Lighthouse and PageSpeed Insights fetch /robots.txt from the
 * page, and fail their robots.txt audit when the policy blocks it). With the host's form inbox off
 * (content/business.yml, forms.inbox), a form goes only to the visitor's mail app (a mailto:
 * action, which works without JavaScript); with it on, a form posts to the site itself (the host's
 * inbox answers there).
 * @param {boolean} formInbox
 * @returns {[string, string[]][]}
 */
export function requestDirectives(formInbox) {
  return [
    ["connect-src", ["'self'"]],
    ["form-action", [formInbox ? "'self'" : "mailto:"]],
  ];
}

/**
 * @param {{ scriptHashes: string[], https: boolean, formInbox?: boolean }} options
 *   scriptHashes: CSP sources ('sha256-…') of the inline scripts of the page;
 *   https: whether the target is only reached over HTTPS;
 *   formInbox: whether the forms post to the host's form inbox (requestDirectives).
 */
export function contentSecurityPolicy({ scriptHashes, https, formInbox = false }) {
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    // No 'unsafe-inline': the pages' inline scripts (the islands' starter) are allowed one by one, by hash.
    ["script-src", ["'self'", ...scriptHashes]],
    // The whole stylesheet is inlined in a <style> in the head and React writes style attributes.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["frame-src", [MAP_ORIGIN]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ...requestDirectives(formInbox),
  ];
  const parts = directives.map(([name, sources]) => `${name} ${sources.join(" ")}`);
  // Only where every URL of the site is HTTPS: on plain-HTTP servers it would break every asset.
  if (https) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/**
 * Headers for every response, whatever the file.
 * @param {{ https: boolean }} options
 * @returns {Record<string, string>}
 */
export function commonHeaders({ https }) {
  return {
    ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": DISABLED_FEATURES.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * Headers for an HTML page, on top of the common ones.
 * @param {{ scriptHashes: string[], https: boolean, formInbox?: boolean }} options
 * @returns {Record<string, string>}
 */
export function pageHeaders(options) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Cache-Control": CACHE_HTML,
  };
}

/** Headers for content-hashed files (IMMUTABLE_DIRS), on top of the common ones. */
export function immutableHeaders() {
  return { "Cache-Control": CACHE_IMMUTABLE };
}

/** URL path of the site editor (Sveltia CMS, scripts/build-steps/admin/build.mjs): not a public page. */
export const ADMIN_PATH = "/admin";

/**
 * The editor's own policy: its scripts only from the site (no eval; inline only its import map, by
 * hash), and connections only to the site, the code host's API and the sign-in helper. Local blob:
 * and data: URLs are how the editor previews the pictures it reads or uploads, and how it draws its
 * preview pane: a frame made from a blob:, with the site's stylesheet as a blob: too.
 * @param {{ api: string, signIn: string, https: boolean, scriptHashes?: string[] }} options origins
 *   and inline script hashes from adminPolicyInputs()
 */
export function adminContentSecurityPolicy({ api, signIn, https, scriptHashes = [] }) {
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes]],
    // A module worker the editor builds from a blob: (it processes pictures off the main thread).
    ["worker-src", ["'self'", "blob:"]],
    // Svelte writes style attributes and <style> elements.
    ["style-src", ["'self'", "'unsafe-inline'", "blob:"]],
    // The signed-in user's picture comes from GitHub's avatar host.
    ["img-src", ["'self'", "blob:", "data:", "https://avatars.githubusercontent.com"]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'", "blob:", "data:"]],
    ["connect-src", ["'self'", "blob:", "data:", ...new Set([api, signIn])]],
    ["frame-src", ["blob:"]],
    ["object-src", ["'none'"]],
    // The preview pane's frame sets its base to the site, so the site's stylesheet finds its fonts.
    ["base-uri", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'none'"]],
  ];
  const parts = directives.map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (https) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/**
 * Headers for every file under /admin, on top of the common ones (which they partly replace).
 * @param {{ api: string, signIn: string, https: boolean, scriptHashes?: string[] }} options
 * @returns {Record<string, string>}
 */
export function adminHeaders(options) {
  return {
    "Content-Security-Policy": adminContentSecurityPolicy(options),
    // Sign-in happens in a pop-up that hands the token back to this window: a same-origin
    // opener policy would cut that link (Sveltia's troubleshooting guide).
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
    "Cache-Control": CACHE_HTML,
  };
}

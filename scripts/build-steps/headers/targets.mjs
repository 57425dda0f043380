// Turns the header definition into the configuration each way of serving the site reads.
import {
  ADMIN_PATH,
  adminHeaders,
  commonHeaders,
  contentSecurityPolicy,
  IMMUTABLE_DIRS,
  immutableHeaders,
  pageHeaders,
} from "../../../app/httpHeaders.mjs";
import { allScriptHashes } from "./inline-scripts.mjs";

/** @typedef {{ file: string, urlPath: string | null, scriptHashes: string[] }} Page */
/** @typedef {{ api: string, signIn: string, scriptHashes?: string[] }} AdminOrigins what the editor's policy allows (adminPolicyInputs()) */
/** @typedef {{ formInbox?: boolean }} SiteOptions what the pages' policy depends on besides them (requestDirectives()) */

const toList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * build/serve.json for scripts/serve/serve.mjs (serve-handler, plain HTTP). serve-handler matches
 * header rules against the file it sends, not the URL, and sends 404.html for unknown paths,
 * so a rule per HTML file gives every response, including the 404, its own page's policy.
 * Later rules override earlier ones for the same header. The editor's files under admin/ get its own.
 * @param {Page[]} pages
 * @param {AdminOrigins} admin
 * @param {SiteOptions} [site]
 */
export function serveConfig(pages, admin, { formInbox = false } = {}) {
  const https = false;
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: "**", headers: toList(commonHeaders({ https })) },
      ...IMMUTABLE_DIRS.map((dir) => ({ source: `${dir}/**`, headers: toList(immutableHeaders()) })),
      ...pages.map((page) => ({
        source: page.file,
        headers: toList(pageHeaders({ scriptHashes: page.scriptHashes, https, formInbox })),
      })),
      { source: `${ADMIN_PATH.slice(1)}/**`, headers: toList(adminHeaders({ ...admin, https })) },
    ],
  };
}

/**
 * The clean URL a page is reached at on a static host: fences.html at /fences, the 404 page at /404
 * (besides answering every unknown path).
 * @param {Page} page
 */
const cleanUrlOf = (page) => page.urlPath ?? `/${page.file.replace(/\.html$/, "")}`;

/**
 * The addresses that reach a page's file besides its own: /fences/ and /fences.html, /index.html.
 * @param {Pick<Page, "file" | "urlPath">} page
 */
export const otherAddressesOf = (page) =>
  page.urlPath === "/" ? [`/${page.file}`] : [`${page.urlPath}/`, `/${page.file}`];

/**
 * One _headers rule. `replaces`: headers an earlier rule ("/*") also sets for the same paths.
 * Both hosts apply every rule whose pattern matches the request path, in order. Cloudflare Pages
 * sends a header that two rules set twice (for a Content-Security-Policy: two policies, both
 * enforced), so the rule first detaches the earlier value ("! Name"). Netlify, where a later rule's
 * header replaces an earlier one, skips that line: its parser ignores lines without a colon.
 * @param {string} pattern
 * @param {Record<string, string>} headers
 * @param {string[]} [replaces]
 */
function staticHostRule(pattern, headers, replaces = []) {
  const detach = replaces.map((name) => `  ! ${name}`);
  return [pattern, ...detach, ...Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`)].join("\n");
}

/**
 * build/client/_headers for Netlify and Cloudflare Pages (HTTPS only). "/*" carries the common
 * headers and the policy for responses whose page is not known from the path (unknown paths,
 * answered with 404.html: it allows every page's scripts); each page's rule replaces that policy
 * with its own, so every response carries exactly one. Cache-Control is never on "/*". The editor
 * under /admin replaces the policy and the opener policy of "/*" with its own the same way.
 * @param {Page[]} pages
 * @param {AdminOrigins} admin
 * @param {SiteOptions} [site]
 */
export function staticHostHeaders(pages, admin, { formInbox = false } = {}) {
  const https = true;
  const rules = [
    staticHostRule("/*", {
      ...commonHeaders({ https }),
      "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: allScriptHashes(pages), https, formInbox }),
    }),
    ...IMMUTABLE_DIRS.map((dir) => staticHostRule(`/${dir}/*`, immutableHeaders())),
    ...pages.map((page) =>
      staticHostRule(cleanUrlOf(page), pageHeaders({ scriptHashes: page.scriptHashes, https, formInbox }), [
        "Content-Security-Policy",
      ]),
    ),
    ...[ADMIN_PATH, `${ADMIN_PATH}/*`].map((pattern) =>
      staticHostRule(pattern, adminHeaders({ ...admin, https }), [
        "Content-Security-Policy",
        "Cross-Origin-Opener-Policy",
      ]),
    ),
  ];
  const text = `${[
    "# Netlify and Cloudflare Pages response headers, written by `npm run build` from",
    "# app/httpHeaders.mjs. Both hosts answer unknown paths with 404.html and status 404.",
    '# A line "! Name" removes that header as set by an earlier rule (Cloudflare Pages; Netlify skips it).',
    "",
    rules.join("\n\n"),
  ].join("\n")}\n`;
  // Cloudflare Pages ignores header lines longer than 2,000 characters.
  const long = text.split("\n").find((line) => line.length > 2000);
  if (long) throw new Error(`headers: a _headers line is over 2,000 characters: ${long.slice(0, 60)}…`);
  return text;
}

const nginxQuote = (value) => {
  if (/["\\$]/.test(value)) throw new Error(`headers: value cannot be written to nginx: ${value}`);
  return `"${value}"`;
};

/** add_header lines; `always` so 404 and other error responses carry them too. */
export function nginxHeaderLines(headers, indent = "    ") {
  return Object.entries(headers).map(([key, value]) => `${indent}add_header ${key} ${nginxQuote(value)} always;`);
}

/**
 * build/nginx-pages.conf, included by deploy/nginx.conf inside its HTTPS server: one exact
 * location per page with that page's policy, the 404 page, and the fallback for every other
 * path (other files and unknown paths) whose policy allows every page's scripts. nginx drops
 * the server's add_header lines in any location that has its own, so each location lists all.
 * The editor gets its own locations, with its own headers.
 * @param {Page[]} pages
 * @param {AdminOrigins} admin
 * @param {SiteOptions} [site]
 */
export function nginxPagesConfig(pages, admin, { formInbox = false } = {}) {
  const https = true;
  const common = commonHeaders({ https });
  const location = (match, body, headers) => [`location ${match} {`, ...body, ...nginxHeaderLines(headers), "}"];
  const lines = [
    "# Page rules for deploy/nginx.conf, written by `npm run build` (scripts/build-steps/headers/generate.mjs)",
    "# for this build: each page's Content-Security-Policy allows its inline scripts by hash.",
    "",
  ];
  for (const page of pages) {
    const headers = { ...common, ...pageHeaders({ scriptHashes: page.scriptHashes, https, formInbox }) };
    if (page.urlPath === null) {
      // Only reached through error_page; a request for /404.html itself gets a 404 too.
      lines.push(...location(`= /${page.file}`, ["    internal;"], headers), "");
      lines.push(`location = ${cleanUrlOf(page)} {`, "    return 404;", "}", "");
    } else {
      lines.push(...location(`= ${page.urlPath}`, [`    try_files /${page.file} =404;`], headers), "");
      // Its other addresses redirect to it, as on the other hosts: one address per page.
      for (const other of otherAddressesOf(page)) {
        lines.push(...location(`= ${other}`, [`    return 301 ${page.urlPath};`], common), "");
      }
    }
  }
  // The editor: /admin/ is its page, every other path under /admin/ one of its files (config.yml, the script).
  const adminOnly = { ...common, ...adminHeaders({ ...admin, https }) };
  lines.push(`location = ${ADMIN_PATH} {`, `    return 301 ${ADMIN_PATH}/;`, "}", "");
  lines.push(...location(`= ${ADMIN_PATH}/`, [`    try_files ${ADMIN_PATH}/index.html =404;`], adminOnly), "");
  lines.push(...location(`^~ ${ADMIN_PATH}/`, ["    try_files $uri =404;"], adminOnly), "");
  const fallback = {
    ...common,
    ...pageHeaders({ scriptHashes: allScriptHashes(pages), https, formInbox }),
  };
  lines.push(...location("/", ["    try_files $uri $uri.html =404;"], fallback), "");
  return lines.join("\n");
}

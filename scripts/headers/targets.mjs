// Turns the header definition into the configuration each way of serving the site reads.
import {
  ADMIN_PATH,
  adminHeaders,
  commonHeaders,
  contentSecurityPolicy,
  IMMUTABLE_DIRS,
  immutableHeaders,
  pageHeaders,
} from "./definition.mjs";
import { allScriptHashes, NOT_FOUND_FILE } from "./pages.mjs";

/** @typedef {{ file: string, urlPath: string | null, scriptHashes: string[] }} Page */
/** @typedef {{ api: string, signIn: string }} AdminOrigins what the editor connects to (adminOrigins()) */

const toList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * build/serve.json for scripts/serve.mjs (serve-handler, plain HTTP). serve-handler matches
 * header rules against the file it sends, not the URL, and sends 404.html for unknown paths,
 * so a rule per HTML file gives every response, including the 404, its own page's policy.
 * Later rules override earlier ones for the same header.
 * @param {Page[]} pages
 * @param {AdminOrigins} admin
 */
export function serveConfig(pages, admin) {
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
        headers: toList(pageHeaders({ scriptHashes: page.scriptHashes, https })),
      })),
      { source: `${ADMIN_PATH.slice(1)}/**`, headers: toList(adminHeaders({ ...admin, https })) },
    ],
  };
}

/**
 * build/client/_headers for Netlify and Cloudflare Pages (HTTPS only). Both match rules against
 * the request path and apply every matching rule; a header set by two rules is sent with both
 * values. So "/*" carries the policy that allows every page's scripts (what an unknown path,
 * answered with 404.html, needs) and each page adds its own: browsers enforce both policies,
 * which leaves exactly the page's. Cache-Control is never on "/*", where it would merge.
 * The editor under /admin adds its own rules the same way.
 * @param {Page[]} pages
 * @param {AdminOrigins} admin
 */
export function staticHostHeaders(pages, admin) {
  const https = true;
  const block = (pattern, headers) =>
    [pattern, ...Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`)].join("\n");
  const blocks = [
    block("/*", {
      ...commonHeaders({ https }),
      "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: allScriptHashes(pages), https }),
    }),
    ...IMMUTABLE_DIRS.map((dir) => block(`/${dir}/*`, immutableHeaders())),
    ...pages.flatMap((page) => {
      const headers = pageHeaders({ scriptHashes: page.scriptHashes, https });
      if (page.urlPath === null) return [block(`/${page.file}`, headers)];
      // A folder's index.html is also reached with a trailing slash (Cloudflare Pages redirects to it).
      const patterns = page.file.endsWith("/index.html") ? [page.urlPath, `${page.urlPath}/`] : [page.urlPath];
      return patterns.map((pattern) => block(pattern, headers));
    }),
    ...[ADMIN_PATH, `${ADMIN_PATH}/*`].map((pattern) => block(pattern, adminHeaders({ ...admin, https }))),
  ];
  const text = `${[
    "# Netlify and Cloudflare Pages response headers, written by `npm run build` from",
    "# scripts/headers/definition.mjs. Both hosts answer unknown paths with 404.html and status 404.",
    "",
    blocks.join("\n\n"),
  ].join("\n")}\n`;
  // Cloudflare Pages ignores header lines longer than 2,000 characters.
  const long = text.split("\n").find((line) => line.length > 2000);
  if (long) throw new Error(`headers: a _headers line is over 2,000 characters: ${long.slice(0, 60)}…`);
  return text;
}

/** build/client/_redirects for Netlify and Cloudflare Pages. */
export function staticHostRedirects(pages) {
  const notFound = pages.find((page) => page.file === NOT_FOUND_FILE);
  if (!notFound) throw new Error(`headers: ${NOT_FOUND_FILE} is missing`);
  return [
    "# Netlify and Cloudflare Pages redirects, written by `npm run build`. Unknown paths need no rule:",
    "# both hosts serve /404.html with status 404 for them. This rule gives the 404 page's own clean URL",
    "# status 404 on Netlify; Cloudflare Pages, whose rules take only 200 and 3xx codes, skips it.",
    `/404  /${NOT_FOUND_FILE}  404`,
    "",
  ].join("\n");
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
 * @param {Page[]} pages
 * @param {AdminOrigins} admin
 */
export function nginxPagesConfig(pages, admin) {
  const https = true;
  const common = commonHeaders({ https });
  const location = (match, body, headers) => [`location ${match} {`, ...body, ...nginxHeaderLines(headers), "}"];
  const lines = [
    "# Page rules for deploy/nginx.conf, written by `npm run build` (scripts/headers/generate.mjs)",
    "# for this build: each page's Content-Security-Policy allows its inline scripts by hash.",
    "",
  ];
  for (const page of pages) {
    const headers = { ...common, ...pageHeaders({ scriptHashes: page.scriptHashes, https }) };
    if (page.urlPath === null) {
      // Only reached through error_page; a request for /404.html itself gets a 404 too.
      lines.push(...location(`= /${page.file}`, ["    internal;"], headers), "");
      const cleanUrl = `/${page.file.replace(/\.html$/, "")}`;
      lines.push(`location = ${cleanUrl} {`, "    return 404;", "}", "");
    } else {
      lines.push(...location(`= ${page.urlPath}`, [`    try_files /${page.file} =404;`], headers), "");
    }
  }
  // The editor: its page and files, with its own policy (a prefix location, so /admin/config.yml too).
  lines.push(`location = ${ADMIN_PATH} {`, `    return 301 ${ADMIN_PATH}/;`, "}", "");
  const adminLocation = [`    try_files $uri $uri/index.html =404;`];
  lines.push(...location(`^~ ${ADMIN_PATH}/`, adminLocation, { ...common, ...adminHeaders({ ...admin, https }) }), "");
  const fallback = {
    ...common,
    ...pageHeaders({ scriptHashes: allScriptHashes(pages), https }),
  };
  lines.push(...location("/", ["    try_files $uri $uri.html $uri/index.html =404;"], fallback), "");
  return lines.join("\n");
}

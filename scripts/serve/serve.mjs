// Serves the production build on PORT (default 3000) with serve-handler, the
// static file engine of `serve`, plus gzip. The only logic added here: paths
// that try to climb out of the site folder, and /404 itself, get the 404 page
// with status 404 (serve-handler would answer 400 and 200); a method other than
// GET or HEAD (a form's post) gets 405, as on nginx and Cloudflare: a static
// site takes no post, so the forms fall back to the mail draft.
import compression from "compression";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import handler from "serve-handler";
import { notFoundPage } from "../../app/pages.mjs";
import { BUILD_DIR, CLIENT_DIR, HOME_FILE, NOT_FOUND_FILE } from "../lib/build-paths.mjs";

const NOT_FOUND_URL = "/__not-found__";
// The 404 page itself and the Netlify / Cloudflare Pages settings file in the web root.
const NOT_PAGES = new Set([notFoundPage.path, `/${NOT_FOUND_FILE}`, "/_headers"]);

if (!existsSync(path.join(CLIENT_DIR, HOME_FILE))) {
  console.error("No production build found: run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}

const config = { ...JSON.parse(readFileSync(path.join(BUILD_DIR, "serve.json"), "utf8")), public: CLIENT_DIR };
const compress = promisify(compression());

/** True when the decoded path leaves the site root or cannot be decoded. */
export function isOutsideRoot(url) {
  // Read the raw path: WHATWG URL parsing would already have resolved "%2e%2e".
  let pathname;
  try {
    pathname = decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return true;
  }
  return pathname.split(/[\\/]/).includes("..");
}

function route(url) {
  const { pathname } = new URL(url, "http://x");
  if (NOT_PAGES.has(pathname) || isOutsideRoot(url)) return NOT_FOUND_URL;
  return url;
}

const server = http.createServer(async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    response.end("Method Not Allowed\n");
    return;
  }
  try {
    request.url = route(request.url ?? "/");
    await compress(request, response);
    await handler(request, response, config);
  } catch (error) {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  }
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
server.listen(port, host, () => {
  console.log(`Serving ${CLIENT_DIR} at http://localhost:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));

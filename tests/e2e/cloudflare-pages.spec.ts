import { expect, test, type APIRequestContext } from "@playwright/test";
import { NOT_FOUND_TEXTS } from "./helpers";
import { startWrangler, type WranglerServer } from "./wrangler";
import { cpSync } from "node:fs";
import path from "node:path";
import { CLIENT_DIR, NOT_FOUND_PATHS } from "./built-pages";
import {
  expectedPolicy,
  expectEditorWithoutSlash,
  expectEveryPage,
  expectFormPostRefused,
  expectHashedFilesCached,
  expectNoPolicyViolation,
  expectOtherAddressesRedirect,
  expectSecurityHeaders,
  fallbackPolicy,
  onePolicy,
} from "./hosting";

// Serves build/client with Cloudflare's own local runtime for Pages (`wrangler pages dev`, which runs
// workerd with the asset server of Cloudflare Pages) and its _headers, over HTTPS as Pages does, then
// checks what a browser gets. wrangler is pinned in package.json (decision 0006).
/** The runtime features the site is served with; any date the pinned workerd supports. */
const COMPATIBILITY_DATE = "2026-04-01";

test.describe.configure({ mode: "serial" });

let server: WranglerServer | undefined;
let baseUrl = "";
let api: APIRequestContext;
const log = () => server?.log() ?? "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startWrangler("fence-pages-", (tempDir) => {
    // Run from this repository, `wrangler pages dev` serves the folder the repository's Workers
    // configuration names (build/client) whatever folder it is given (measured with wrangler 4.86), so
    // this spec checks build/client, and the inbox run checks Cloudflare with the Workers spec. The
    // copy outside the repository is what a Pages project of this repository would publish: its
    // settings come from the dashboard (docs/deploying.md, "Publishing from GitHub").
    const site = path.join(tempDir, "site");
    cpSync(path.resolve(CLIENT_DIR), site, { recursive: true });
    return ["pages", "dev", site, `--compatibility-date=${COMPATIBILITY_DATE}`];
  });
  ({ baseUrl, api } = server);
});

test.afterAll(async () => {
  await server?.stop();
});

test("wrangler reads every _headers rule and reports no invalid one", async () => {
  await expect.poll(log).toMatch(/Parsed \d+ valid header rules/);
  expect(log()).not.toMatch(/invalid/i);
});

test("every page answers 200 at its address with exactly its own policy and the security headers", async () => {
  await expectEveryPage(api, baseUrl);
});

test("a page's other addresses redirect to its own", async () => {
  // 307 with no Pages configuration, as this project now has (308 while wrangler.toml was one).
  await expectOtherAddressesRedirect(api, baseUrl, 307);
});

test("unknown paths answer 404 with the 404 page and one policy", async () => {
  // Not /_headers: only `wrangler pages dev` serves it (an error 502); Pages never uploads it.
  const encodedDotDot = "/..%2f";
  for (const urlPath of [...NOT_FOUND_PATHS.filter((p) => p !== encodedDotDot), "/assets/nope.js"]) {
    const response = await api.get(`${baseUrl}${urlPath}`);
    expect(response.status(), urlPath).toBe(404);
    expect(await response.text(), urlPath).toContain(NOT_FOUND_TEXTS.heading);
    expect(onePolicy(response, urlPath), urlPath).toBe(fallbackPolicy());
    expectSecurityHeaders(response, urlPath);
  }
  // "/..%2f" never reaches a file outside the site: 404, or a redirect to the home page. Run from
  // this repository, `wrangler pages dev` reads wrangler.toml (its own Worker's template finds it)
  // and, once [assets] names a binding, serves with the Workers asset server, which decodes it to
  // "/../" and redirects (as cloudflare-workers.spec.ts measures); before, it answered 404
  // (measured with wrangler 4.86).
  const dotDot = await api.get(`${baseUrl}${encodedDotDot}`, { maxRedirects: 0 });
  if (dotDot.status() === 404) expect(await dotDot.text()).toContain(NOT_FOUND_TEXTS.heading);
  else {
    expect(dotDot.status()).toBe(307);
    expect(new URL(dotDot.headers().location ?? "", `${baseUrl}${encodedDotDot}`).href).toBe(`${baseUrl}/`);
  }
  // Its own address shows it with its own policy; like every static host, Pages answers it with 200.
  const own = await api.get(`${baseUrl}/404`);
  expect(await own.text()).toContain(NOT_FOUND_TEXTS.heading);
  expect(onePolicy(own, "/404")).toBe(expectedPolicy("404.html"));
});

test("a form's post is refused: Cloudflare Pages has no form inbox, so the page opens the mail draft", async () => {
  await expectFormPostRefused(api, baseUrl);
});

test("the editor at /admin has its own policy as the only one, and noindex; /admin/ redirects there once", async () => {
  await expectEditorWithoutSlash(api, baseUrl);
});

test("hashed files are cached for a year", async () => {
  await expectHashedFilesCached(api, baseUrl);
});

test("pages hydrate in Chromium under Cloudflare Pages' headers with no CSP violation", async ({ browser }) => {
  await expectNoPolicyViolation(browser, baseUrl);
});

import { expect, test, type APIRequestContext } from "@playwright/test";
import { NOT_FOUND_TEXTS } from "./helpers";
import { configForThisBuild, startWrangler, type WranglerServer } from "./wrangler";
import { ADMIN_PATH } from "../../app/httpHeaders.mjs";
import { loadContent } from "../../app/content/load";
import { NOT_FOUND_PATHS } from "./built-pages";
import {
  expectedPolicy,
  expectEditorWithoutSlash,
  expectEveryPage,
  expectFormPostRefused,
  expectHashedFilesCached,
  expectNoPolicyViolation,
  expectSecurityHeaders,
  fallbackPolicy,
  onePolicy,
} from "./hosting";

// Serves the repository's Workers configuration (wrangler.toml: static assets and the small Worker
// of the site's request inbox, what the README's Deploy to Cloudflare button deploys through Workers
// Builds) with Cloudflare's own local runtime (`wrangler dev`, workerd and the Workers asset
// server), over HTTPS, then checks what a browser gets. wrangler is pinned in package.json (decision
// 0006). The inbox itself, with its database: cloudflare-inbox.spec.ts.

test.describe.configure({ mode: "serial" });

let server: WranglerServer | undefined;
let baseUrl = "";
let api: APIRequestContext;
const log = () => server?.log() ?? "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startWrangler("fence-workers-", (tempDir) =>
    // The configuration's own compatibility date: one the pinned wrangler (and Workers Builds,
    // which deploys with it) supports.
    ["dev", "--config", configForThisBuild(tempDir)],
  );
  ({ baseUrl, api } = server);
});

test.afterAll(async () => {
  await server?.stop();
});

test("wrangler reads every _headers rule and reports no invalid one", async () => {
  await expect.poll(log).toMatch(/Parsed \d+ valid header rules/);
  expect(log()).not.toMatch(/invalid/i);
});

test("every page answers 200 at its address, with no redirect, exactly its own policy and the security headers", async () => {
  await expectEveryPage(api, baseUrl);
});

test("unknown paths answer 404 with the 404 page and one policy, with no redirect", async () => {
  const encodedDotDot = "/..%2f";
  for (const urlPath of [...NOT_FOUND_PATHS.filter((p) => p !== encodedDotDot), "/assets/nope.js"]) {
    const response = await api.get(`${baseUrl}${urlPath}`, { maxRedirects: 0 });
    expect(response.status(), urlPath).toBe(404);
    expect(await response.text(), urlPath).toContain(NOT_FOUND_TEXTS.heading);
    expect(onePolicy(response, urlPath), urlPath).toBe(fallbackPolicy());
    expectSecurityHeaders(response, urlPath);
  }
  // The asset server decodes "/..%2f" to "/../" and drops its trailing slash like any path's: the
  // browser resolves that to the home page, on the site, never a file outside build/client.
  const dotDot = await api.get(`${baseUrl}${encodedDotDot}`, { maxRedirects: 0 });
  expect(dotDot.status()).toBe(307);
  expect(new URL(dotDot.headers().location ?? "", `${baseUrl}${encodedDotDot}`).href).toBe(`${baseUrl}/`);
  const own = await api.get(`${baseUrl}/404`, { maxRedirects: 0 });
  expect(await own.text()).toContain(NOT_FOUND_TEXTS.heading);
  expect(onePolicy(own, "/404")).toBe(expectedPolicy("404.html"));
});

test("with the form inbox off, a form's post is refused as by the assets alone, so the page opens the mail draft", async () => {
  test.skip(loadContent().forms.inbox, "the inbox is on in this build: cloudflare-inbox.spec.ts checks what it takes");
  // The Worker hands the post to the assets, which refuse it as they did before there was a Worker.
  expect(await expectFormPostRefused(api, baseUrl)).toBe(405);
});

test("the editor answers at /admin with its own policy as the only one, and /admin/ redirects there once", async () => {
  // The editor's script is megabytes: workerd's first read of it took 30 s once on a busy 2-CPU CI host.
  test.setTimeout(90_000);
  await expectEditorWithoutSlash(api, baseUrl);
});

test("hashed files are cached for a year", async () => {
  await expectHashedFilesCached(api, baseUrl);
});

test("pages hydrate in Chromium under the Worker's headers with no CSP violation", async ({ browser }) => {
  await expectNoPolicyViolation(browser, baseUrl);
});

test("the editor opens at /admin (no trailing slash): it finds its settings and offers sign-in", async ({
  browser,
}) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const settings: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === `${ADMIN_PATH}/config.yml`) settings.push(response.status());
  });
  await page.goto(`${baseUrl}${ADMIN_PATH}/`);
  expect(new URL(page.url()).pathname).toBe(ADMIN_PATH);
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible({ timeout: 20_000 });
  expect(settings).toContain(200);
  await context.close();
});

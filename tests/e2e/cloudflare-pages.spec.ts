import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
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
  freePort,
  onePolicy,
  waitForPort,
} from "./hosting";

// Serves build/client with Cloudflare's own local runtime for Pages (`wrangler pages dev`, which runs
// workerd with the asset server of Cloudflare Pages) and its _headers, over HTTPS as Pages does, then
// checks what a browser gets. wrangler is pinned in package.json (decision 0006).
const WRANGLER = path.resolve("node_modules/wrangler/bin/wrangler.js");
/** The runtime features the site is served with; any date the pinned workerd supports. */
const COMPATIBILITY_DATE = "2026-04-01";

test.describe.configure({ mode: "serial" });

let wrangler: ChildProcess | undefined;
let tempDir = "";
let baseUrl = "";
let api: APIRequestContext;
let log = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  tempDir = mkdtempSync(path.join(os.tmpdir(), "fence-pages-"));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  // Everything wrangler writes (state, bundles, logs, its certificate) stays in the temp folder, and it
  // calls nothing on the network: no telemetry, no update check, no fetch of Request.cf.
  const env = {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    WRANGLER_HIDE_BANNER: "true", // the banner is what checks npm for a newer wrangler
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    XDG_CONFIG_HOME: path.join(tempDir, "config"),
    WRANGLER_LOG_PATH: path.join(tempDir, "logs"),
    WRANGLER_CACHE_DIR: path.join(tempDir, "cache"),
    TMPDIR: tempDir,
  };
  // Run from this repository, `wrangler pages dev` serves the folder the repository's Workers
  // configuration names (build/client) whatever folder it is given (measured with wrangler 4.86), so
  // this spec checks build/client, and the inbox run checks Cloudflare with the Workers spec.
  // A copy of the build, outside the repository: `wrangler pages dev` reads a Wrangler configuration
  // above the folder it serves, and the repository's wrangler.toml is the Worker's
  // (tests/e2e/cloudflare-workers.spec.ts). A Pages project of this repository has none: its
  // settings come from the dashboard (README, "Publishing from GitHub").
  const site = path.join(tempDir, "site");
  cpSync(path.resolve(CLIENT_DIR), site, { recursive: true });
  const args = [
    ...[WRANGLER, "pages", "dev", site],
    ...["--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort)],
    ...["--local-protocol", "https", `--compatibility-date=${COMPATIBILITY_DATE}`],
    ...["--persist-to", path.join(tempDir, "state"), "--show-interactive-dev-session=false"],
  ];
  // Its own process group, so the test stops wrangler and the workerd processes it starts together.
  wrangler = spawn(process.execPath, args, { cwd: tempDir, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [wrangler.stdout!, wrangler.stderr!]) stream.on("data", (chunk: Buffer) => (log += chunk));
  await waitForPort(port, () => log, 300);
  baseUrl = `https://127.0.0.1:${port}`;
  api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
});

test.afterAll(async () => {
  await api?.dispose();
  if (wrangler?.pid && wrangler.exitCode === null) {
    const exited = new Promise((resolve) => wrangler!.once("exit", resolve));
    process.kill(-wrangler.pid, "SIGTERM");
    await exited;
  }
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

test("wrangler reads every _headers rule and reports no invalid one", async () => {
  await expect.poll(() => log).toMatch(/Parsed \d+ valid header rules/);
  expect(log).not.toMatch(/invalid/i);
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
  for (const urlPath of [...NOT_FOUND_PATHS, "/assets/nope.js"]) {
    const response = await api.get(`${baseUrl}${urlPath}`);
    expect(response.status(), urlPath).toBe(404);
    expect(await response.text(), urlPath).toContain("Oops! Page not found");
    expect(onePolicy(response, urlPath), urlPath).toBe(fallbackPolicy());
    expectSecurityHeaders(response, urlPath);
  }
  // Its own address shows it with its own policy; like every static host, Pages answers it with 200.
  const own = await api.get(`${baseUrl}/404`);
  expect(await own.text()).toContain("Oops! Page not found");
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

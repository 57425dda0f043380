// What every host's own software must answer for the build (nginx.spec.ts, cloudflare-pages.spec.ts):
// the checks are the same, only the way the host is started differs.
import { type APIRequestContext, type APIResponse, type Browser, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../app/content/load";
import { ADMIN_PATH, adminContentSecurityPolicy, contentSecurityPolicy } from "../../app/httpHeaders.mjs";
import { allScriptHashes, inlineScriptHashes } from "../../scripts/build-steps/headers/inline-scripts.mjs";
import { adminPolicyInputs } from "../../scripts/build-steps/headers/generate.mjs";
import { otherAddressesOf } from "../../scripts/build-steps/headers/targets.mjs";
import { thankYouPage } from "../../app/pages.mjs";
import { BUILT_PAGES, CLIENT_DIR, hashedFiles } from "./built-pages";
import { gotoHydrated } from "./helpers";

// Shared with the scripts that start servers outside Playwright (tests/run/engines.mjs).
export { freePort, waitForPort } from "../run/ports.mjs";

/** Whether the build in use posts its forms to the host's inbox: its policy says so (requestDirectives). */
const formInbox = loadContent().forms.inbox;

/** The policy a page's file must be served with on an HTTPS host: its own inline scripts, by hash. */
export function expectedPolicy(file: string) {
  const html = readFileSync(path.join(CLIENT_DIR, file), "utf8");
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), https: true, formInbox });
}

/** The policy for responses whose page the path does not tell (unknown paths): every page's scripts. */
export function fallbackPolicy() {
  const hashes = allScriptHashes(
    BUILT_PAGES.map((page) => ({
      ...page,
      scriptHashes: inlineScriptHashes(readFileSync(path.join(CLIENT_DIR, page.file), "utf8")),
    })),
  );
  return contentSecurityPolicy({ scriptHashes: hashes, https: true, formInbox });
}

/** Exactly one Content-Security-Policy header (two would be two policies, both enforced). */
export function onePolicy(response: APIResponse, where: string) {
  const policies = response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy");
  expect(policies, `${where}: Content-Security-Policy headers`).toHaveLength(1);
  expect(policies[0]!.value, `${where}: one policy, not a list`).not.toContain(",");
  return policies[0]!.value;
}

/** The headers every response of an HTTPS host carries besides the policy. */
export function expectSecurityHeaders(response: APIResponse, where: string) {
  const headers = response.headers();
  expect(headers["strict-transport-security"], where).toBe("max-age=31536000");
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], where).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], where).toBe("same-origin");
  expect(headers["x-frame-options"], where).toBe("DENY");
}

/** Every page answers 200 at its canonical address, HTML revalidated on each visit, with its own policy. */
export async function expectEveryPage(
  api: APIRequestContext,
  baseUrl: string,
  extra?: (response: APIResponse) => void,
) {
  const pages = BUILT_PAGES.filter((page) => page.urlPath !== null);
  expect(pages.length).toBeGreaterThanOrEqual(4);
  for (const { file, urlPath } of pages) {
    const response = await api.get(`${baseUrl}${urlPath}`, { maxRedirects: 0, headers: { "Accept-Encoding": "gzip" } });
    expect(response.status(), urlPath!).toBe(200);
    expect(response.headers()["content-type"], urlPath!).toBe("text/html; charset=utf-8");
    expect(onePolicy(response, urlPath!), urlPath!).toBe(expectedPolicy(file));
    expectSecurityHeaders(response, urlPath!);
    expect(response.headers()["cache-control"], urlPath!).toBe("no-cache");
    extra?.(response);
  }
}

/** Each of the editor's files answers 200 with the editor's own policy as the only one, the opener policy its sign-in pop-up needs, and noindex. */
/**
 * A GET asked again, on a new connection, when no answer has come in 20 s. Cloudflare's local
 * runtime (wrangler dev) once left the editor's first request unanswered for the whole 90 s of the
 * test, in both tries, on a busy 2-CPU CI host (27 November 2026), while the same request answers
 * in 0.2 s on its own: a request that is answered counts, whichever try it comes from.
 */
async function getAnswered(api: APIRequestContext, url: string, options: { maxRedirects?: number } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.get(url, {
        ...options,
        timeout: 20_000,
        ...(attempt > 1 ? { headers: { connection: "close" } } : {}),
      });
    } catch (error) {
      if (attempt >= 3 || !/timeout|timed out/i.test(String(error))) throw error;
    }
  }
}

async function expectEditorFiles(api: APIRequestContext, baseUrl: string, files: string[]) {
  const policy = adminContentSecurityPolicy({ ...(await adminPolicyInputs(CLIENT_DIR)), https: true });
  for (const file of files) {
    const response = await getAnswered(api, `${baseUrl}${file}`, { maxRedirects: 0 });
    expect(response.status(), file).toBe(200);
    expect(onePolicy(response, file), file).toBe(policy);
    expect(response.headers()["cross-origin-opener-policy"], file).toBe("same-origin-allow-popups");
    expect(response.headers()["x-robots-tag"], file).toBe("noindex");
    expect(response.headers()["x-content-type-options"], file).toBe("nosniff");
  }
}

/** The site editor at /admin/ (a host that keeps the trailing slash, such as nginx). */
export async function expectEditor(api: APIRequestContext, baseUrl: string) {
  await expectEditorFiles(api, baseUrl, [`${ADMIN_PATH}/`, `${ADMIN_PATH}/config.yml`, `${ADMIN_PATH}/sveltia-cms.js`]);
}

/**
 * The site editor where the host drops trailing slashes (Cloudflare's asset server, Workers or
 * Pages with no Pages configuration): /admin/ redirects once to /admin, which serves the editor.
 */
export async function expectEditorWithoutSlash(api: APIRequestContext, baseUrl: string) {
  const slash = await getAnswered(api, `${baseUrl}${ADMIN_PATH}/`, { maxRedirects: 0 });
  expect(slash.status()).toBe(307);
  expect(new URL(slash.headers().location ?? "", baseUrl).pathname).toBe(ADMIN_PATH);
  await expectEditorFiles(api, baseUrl, [ADMIN_PATH, `${ADMIN_PATH}/config.yml`, `${ADMIN_PATH}/sveltia-cms.js`]);
  expect(await (await getAnswered(api, `${baseUrl}${ADMIN_PATH}`)).text()).toContain("sveltia-cms.js");
}

/** A page's other addresses (/fences/, /fences.html, /index.html) redirect to its own, with `status`. */
export async function expectOtherAddressesRedirect(api: APIRequestContext, baseUrl: string, status: number) {
  for (const page of BUILT_PAGES) {
    if (page.urlPath === null) continue;
    for (const other of otherAddressesOf(page)) {
      const response = await api.get(`${baseUrl}${other}`, { maxRedirects: 0 });
      expect(response.status(), other).toBe(status);
      expect(new URL(response.headers().location ?? "", baseUrl).pathname, other).toBe(page.urlPath);
    }
  }
}

/** Hashed files are cached for a year, never revalidated. */
export async function expectHashedFilesCached(api: APIRequestContext, baseUrl: string) {
  const files = hashedFiles();
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const response = await api.get(`${baseUrl}${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["x-content-type-options"], file).toBe("nosniff");
  }
}

/** In Chromium, every page and an unknown path run their scripts (the islands hydrate) with no policy violation. */
export async function expectNoPolicyViolation(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: baseUrl });
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (e) => violations.push(e.effectiveDirective), true);
  });
  const page = await context.newPage();
  const paths = BUILT_PAGES.flatMap((built) => (built.urlPath === null ? [] : [built.urlPath]));
  for (const urlPath of [...paths, "/nope"]) {
    await gotoHydrated(page, urlPath);
    expect(page.url(), `${urlPath} is not redirected`).toBe(`${baseUrl}${urlPath}`);
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, urlPath).toEqual([]);
  }
  await context.close();
}

/**
 * A host without a form inbox (nginx, the project's server, Cloudflare Pages), or Cloudflare's
 * Worker while the content has the inbox off, never answers a form's post as if it took it (2xx):
 * the page's code then opens the mail draft instead of saying "Sent"
 * (app/components/forms/postToInbox.ts).
 */
export async function expectFormPostRefused(api: APIRequestContext, baseUrl: string) {
  const response = await api.post(`${baseUrl}${thankYouPage.path}`, {
    form: { "form-name": "estimate", name: "Jane" },
    maxRedirects: 0,
  });
  expect(response.status(), `POST ${thankYouPage.path}`).toBeGreaterThanOrEqual(400);
  return response.status();
}

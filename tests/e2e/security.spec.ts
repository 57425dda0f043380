import { expect, test, type Page, type Response } from "@playwright/test";
import { BUILT_PAGE_PATHS, hashedFiles } from "./built-pages";
import { DESKTOP_WIDTH, gotoHydrated, PHONE_WIDTH, allIslandsReady, islandReady } from "./helpers";
import { expectFormPostRefused } from "./hosting";
import { MAP_ORIGIN } from "../../app/lib/mapOrigin.mjs";
import { loadContent } from "../../app/content/load";

// Where a page may send a request: script only to the site itself (checkers fetch /robots.txt from
// the page); a form to the mail app, or, with the host's form inbox on, to the site itself.
const REQUEST_DIRECTIVES = loadContent().forms.inbox
  ? ["connect-src 'self';", "form-action 'self'"]
  : ["connect-src 'self';", "form-action mailto:"];

// Every page of the build plus an unknown path (served with the 404 page), under the headers
// of the project's own server (build/serve.json, generated from app/httpHeaders.mjs).
const PATHS = [...BUILT_PAGE_PATHS, "/nope"];

/** Collects CSP violations (from the first script on) and console errors or policy warnings. */
async function watchPolicies(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener(
      "securitypolicyviolation",
      (event) => violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
      true,
    );
  });
  const messages: string[] = [];
  page.on("console", (msg) => {
    // The 404 page's own status is reported as a failed load of the document: expected.
    if (msg.text().includes("status of 404") && msg.location().url === page.url()) return;
    if (msg.type() === "error" || /policy|refused/i.test(msg.text())) messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return {
    async expectNone(context: string) {
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations, `CSP violations ${context}`).toEqual([]);
      expect(messages, `console ${context}`).toEqual([]);
    },
  };
}

function expectPageHeaders(response: Response | null, path: string) {
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  expect(response!.status(), path).toBe(path === "/nope" ? 404 : 200);
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/^ ?script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
  expect(csp).not.toContain("unsafe-eval");
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ...REQUEST_DIRECTIVES,
    `frame-src ${MAP_ORIGIN}`,
  ]) {
    expect(csp, path).toContain(directive);
  }
  // The local server is plain HTTP: upgrading would send every asset to https://localhost.
  expect(csp).not.toContain("upgrade-insecure-requests");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["cache-control"]).toBe("no-cache");
}

/** Clicks what later content adds to a page (FAQ accordion, carousel), when it is there. */
async function useInteractiveParts(page: Page) {
  await allIslandsReady(page);
  const toggles = page.locator("main button[aria-expanded]");
  const toggleCount = Math.min(await toggles.count(), 3);
  for (let i = 0; i < toggleCount; i++) {
    const toggle = toggles.nth(i);
    if (!(await toggle.isVisible())) continue;
    const before = await toggle.getAttribute("aria-expanded");
    await toggle.click();
    await expect(toggle).not.toHaveAttribute("aria-expanded", before ?? "");
  }
  const next = page.locator("main").getByRole("button", { name: /next/i });
  if ((await next.count()) > 0 && (await next.first().isVisible())) await next.first().click();
}

async function scrollToBottom(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
}

test.describe("Content-Security-Policy and security headers", () => {
  for (const path of PATHS) {
    test(`${path}: headers, no CSP violation on the hydrated page at 1280px`, async ({ page }) => {
      await page.setViewportSize(DESKTOP_WIDTH);
      const policies = await watchPolicies(page);
      const response = await gotoHydrated(page, path);
      expectPageHeaders(response, path);

      const services = page.getByRole("button", { name: "Services" });
      await services.click();
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await useInteractiveParts(page);
      await scrollToBottom(page);
      await policies.expectNone(path);
    });

    test(`${path}: mobile menu opens with no CSP violation at 390px`, async ({ page }) => {
      await page.setViewportSize(PHONE_WIDTH);
      const policies = await watchPolicies(page);
      await gotoHydrated(page, path);
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await policies.expectNone(path);
    });
  }

  test("the map, loaded on request, is the one frame the policy allows", async ({ page }) => {
    // Stand-in for Google Maps: the test machine has no internet, and the check is our policy.
    await page.route(`${MAP_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }),
    );
    const policies = await watchPolicies(page);
    await gotoHydrated(page, "/contact");
    await islandReady(page, "MapFacade");
    await page.getByRole("button", { name: /Show map/ }).click();
    const frame = page.frameLocator("iframe[title^='Map of']");
    await expect(frame.getByText("map", { exact: true })).toBeVisible();
    await policies.expectNone("after Show map");
  });

  test("a script injected into a page is blocked", async ({ page }) => {
    // Proves the listener sees violations: otherwise "no violation" would prove nothing.
    await gotoHydrated(page, "/");
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective), { once: true });
          const script = document.createElement("script");
          script.textContent = "window.__injected = true";
          document.body.append(script);
        }),
    );
    expect(blocked).toBe("script-src-elem");
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("a form's post is refused (405): the project's server has no form inbox, so the page opens the mail draft", async ({
    request,
    baseURL,
  }) => {
    expect(await expectFormPostRefused(request, baseURL!)).toBe(405);
  });

  test("hashed files are cached for a year and the 404 answers with its own policy", async ({ request }) => {
    const files = hashedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["x-content-type-options"], file).toBe("nosniff");
    }
    for (const path of ["/_headers", "/_redirects"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

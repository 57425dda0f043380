import { expect, test } from "@playwright/test";
import { BUILT_PAGES } from "./built-pages";
import { loadContent } from "../../app/content/load";
import {
  collectErrors,
  DESKTOP_WIDTH,
  escapeRegExp,
  expectNoAxeViolations,
  firstInteraction,
  gotoHydrated,
  NOT_FOUND_TEXTS,
  PAGES,
  PHONE_WIDTH,
} from "./helpers";

/** The content the site was built from. */
const site = loadContent();

test.describe("every page", () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} answers 200 with title, landmarks and no console errors`, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(site.business.shortName)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      expect(errors).toEqual([]);
    });

    for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      test(`${path} has no axe violations at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page, `${path} @${viewport.width}`);
      });
    }
  }
});

test.describe("not-found page", () => {
  for (const path of ["/nope", "/a/b/c", "/%E2%9C%93", "/..%2f"]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (msg) => warnings.push(msg.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(NOT_FOUND_TEXTS.heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await firstInteraction(page);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      // One console line names the missing path (as the browser sees it).
      const pathname = await page.evaluate(() => location.pathname);
      expect(warnings.filter((w) => w.includes(pathname))).toHaveLength(1);
    });
  }

  test("Return to Home leads to /", async ({ page }) => {
    await gotoHydrated(page, "/missing-page");
    await page.getByRole("link", { name: NOT_FOUND_TEXTS.homeButton }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Great Fences Make Better Neighbors!");
  });

  test("has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/missing-page");
    await expectNoAxeViolations(page, "404");
  });
});

test.describe("web fonts", () => {
  // The Inter file keeps only the weight range the text uses (scripts/build-steps/fonts/run.mjs): each of
  // those weights must still draw its own letters, so semibold and bold do not look regular.
  test("the text face draws normal, medium, semibold and bold text each at its own weight", async ({ page }) => {
    await page.goto("/");
    const widths = await page.evaluate(async () => {
      const sample = "Wood, vinyl and metal fences built to last";
      const weights = [400, 500, 600, 700];
      await Promise.all(weights.map((weight) => document.fonts.load(`${weight} 32px "Inter Variable"`, sample)));
      const context = document.createElement("canvas").getContext("2d")!;
      return weights.map((weight) => {
        context.font = `${weight} 32px "Inter Variable"`;
        return context.measureText(sample).width;
      });
    });
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
    );
    expect(fonts).toContain("Inter Variable");
    // Each weight a little wider than the one before it.
    const steps = widths.slice(1).map((width, i) => width - (widths[i] ?? width));
    expect(steps).toHaveLength(3);
    for (const step of steps) expect(step).toBeGreaterThan(1);
  });
});

test.describe("font preloads", () => {
  // Both faces start loading with the page, at low priority so the document and the hero picture
  // come first (docs/performance.md); a font first found by the stylesheet would
  // hold the first paint instead. The <head> is the prerendered one: no script changes it.
  for (const { file, urlPath } of BUILT_PAGES) {
    test(`${file} preloads the two web fonts at low priority, and they load`, async ({ page }) => {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(urlPath ?? "/nope", { waitUntil: "load" });
      const preloads = page.locator('head link[rel="preload"][as="font"]');
      await expect(preloads).toHaveCount(2);
      const hrefs: string[] = [];
      for (const link of await preloads.all()) {
        await expect(link).toHaveAttribute("type", "font/woff2");
        await expect(link).toHaveAttribute("crossorigin", "");
        await expect(link).toHaveAttribute("fetchpriority", "low");
        hrefs.push((await link.getAttribute("href")) ?? "");
      }
      expect(fonts.sort()).toEqual(hrefs.sort());
    });
  }
});

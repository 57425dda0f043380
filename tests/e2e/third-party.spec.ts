import { expect, test } from "@playwright/test";
import { BUILT_PAGE_PATHS } from "./built-pages";
import { gotoHydrated, islandReady } from "./helpers";
import { MAP_ORIGIN } from "../../app/lib/mapOrigin.mjs";

// Fonts, images, video and scripts are all the site's own: no request leaves the site
// until the visitor asks (the map button, a social link).
test.describe("no third-party requests", () => {
  for (const path of [...BUILT_PAGE_PATHS, "/nope"]) {
    test(`${path} loads and scrolls to the bottom using only the site's origin`, async ({ page, baseURL }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await gotoHydrated(page, path);
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(60);
      }
      await page.waitForLoadState("networkidle");
      const origin = new URL(baseURL!).origin;
      expect(requested.length).toBeGreaterThan(1);
      expect(requested.filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin)).toEqual([]);
    });
  }

  test("the recorder does see the map provider once the visitor asks for the map", async ({ page, baseURL }) => {
    await page.route(`${MAP_ORIGIN}/**`, (route) => route.fulfill({ contentType: "text/html", body: "map" }));
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).origin));
    await gotoHydrated(page, "/");
    expect(requested.every((origin) => origin === new URL(baseURL!).origin)).toBe(true);
    await islandReady(page, "MapFacade");
    await page
      .getByRole("button", { name: /Show map/ })
      .first()
      .click();
    await expect.poll(() => requested).toContain(MAP_ORIGIN);
  });
});

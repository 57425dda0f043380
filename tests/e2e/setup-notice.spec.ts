import { expect, test } from "@playwright/test";
import { publicPages } from "../../app/pages.mjs";
import { DESKTOP_WIDTH, expectNoAxeViolations, gotoHydrated, ONE_PAGE_OF_EACH_KIND, PHONE_WIDTH } from "./helpers";

// While the site still shows details of the example company, every page says in its footer that the
// site is still being set up, and is kept out of search engines; once none is left, neither
// (decision 0016). Which of the two this build is, the page's own robots tag says.
const NOTICE = "This website is still being set up.";

for (const { path } of [...publicPages, ...ONE_PAGE_OF_EACH_KIND]) {
  test(`${path}: the set-up notice is in the footer exactly while the page is kept out of search engines, and moves nothing`, async ({
    page,
    request,
  }) => {
    // In the page as served, before any script: nothing is added after the first paint.
    const html = await (await request.get(path)).text();
    const noindex = /<meta name="robots" content="noindex"/.test(html);
    expect(html.includes(NOTICE), "the notice in the served HTML").toBe(noindex);
    // The web fonts are held back: text swapping to them moves whatever follows it, by as much as
    // the machine's fallback face differs (Debian without Arial or Liberation Sans: much) and as
    // often as the font arrives after the first paint, which is the machine's speed. The notice's
    // own place is what is measured here.
    await page.route("**/*.woff2", (route) => route.abort());
    for (const size of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      await page.setViewportSize(size);
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await gotoHydrated(page, path);
      const footer = page.getByRole("contentinfo");
      await footer.scrollIntoViewIfNeeded();
      if (noindex) await expect(footer.getByText(NOTICE, { exact: true })).toBeVisible();
      else await expect(footer.getByText(NOTICE, { exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
      await expectNoAxeViolations(page, `${path} at ${size.width}px`);
    }
  });
}

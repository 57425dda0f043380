import { expect, test, type Page } from "@playwright/test";
import { collectErrors, gotoHydrated } from "./helpers";

// Sections that are never interactive stay prerendered HTML in the browser: no code, no hydration
// (app/components/static). These tests check what that must not cost the visitor.

const HOME_STATIC_CHUNKS =
  /\/assets\/(FeaturedProducts|AboutSection|WhyChooseUs|ReviewsSection|CommitmentSection|FinalCta)-/;

/** Marks the current document, so a test can tell a client-side navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test("home's static sections show and fade in without their code ever being fetched", async ({ page }) => {
  const errors = collectErrors(page);
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (HOME_STATIC_CHUNKS.test(request.url())) fetched.push(request.url());
  });
  await gotoHydrated(page, "/");
  for (const name of [
    "Fences, Gates & Decks for Every Yard",
    "What Our Neighbors Say",
    "Built Right, and We Stand Behind It",
  ]) {
    const section = page.getByRole("region", { name });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-revealed", "true");
    await expect(section).toHaveCSS("opacity", "1");
  }
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  expect(errors).toEqual([]);
});

test("a link inside a static section moves to its page without reloading, onto its anchor", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/");
  await markDocument(page);
  const featured = page.getByRole("region", { name: "Fences, Gates & Decks for Every Yard" });
  await featured.getByRole("link", { name: "Explore Metal Fences" }).click();
  await expect(page).toHaveURL("/fences#metal");
  const heading = page.getByRole("heading", { level: 2, name: "Metal Fences" });
  await expect(heading).toBeInViewport();
  const headerBottom = await page.locator("header").evaluate((el) => el.getBoundingClientRect().bottom);
  await expect
    .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom);
  expect(await isSameDocument(page), "client-side navigation, not a page load").toBe(true);
  expect(errors).toEqual([]);
});

test("footer links are client-side too, and the page they open is drawn from its code", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/contact");
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Work" }).click();
  await expect(page).toHaveURL("/gallery");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const closing = page.getByRole("region", { name: "Want a Fence Like These?" });
  await closing.scrollIntoViewIfNeeded();
  await expect(closing.getByRole("link", { name: "Request My Estimate" })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  // Links opening outside the site, or dialling, are left to the browser.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /on Facebook/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  expect(errors).toEqual([]);
});

import { expect, test } from "@playwright/test";
import { collectErrors, collectScriptRequests, fillQuote, gotoHydrated, islandReady, PHONE_WIDTH } from "./helpers";

// The pages are prerendered HTML; only the interactive parts ("islands", app/islands) get code and are
// hydrated, each on its own. These tests check what that gives and what it must not cost the visitor.

/** Chunks a page may fetch: React, the islands' code and what they share; never a page or section. */
const PAGE_OR_SECTION_CHUNK =
  /\/assets\/(root|home|fences|gallery|contact|not-found|manifest|FeaturedProducts|AboutSection|WhyChooseUs|ReviewsSection|CommitmentSection|FinalCta|FinancingBanner|FooterContent|ProjectStrip)-/;

test("home's sections show and fade in without any page or section code being fetched", async ({ page }) => {
  const errors = collectErrors(page);
  const scripts = collectScriptRequests(page);
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
  expect(
    scripts.some((url) => url.includes("/entry.client-")),
    "the islands' entry",
  ).toBe(true);
  expect(scripts.filter((url) => PAGE_OR_SECTION_CHUNK.test(url))).toEqual([]);
  expect(errors).toEqual([]);
});

test("each page fetches the code of its own islands only", async ({ page }) => {
  const scripts = collectScriptRequests(page);
  await gotoHydrated(page, "/contact");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((url) => url.includes("/QuoteForm-"))).toBe(true);
  expect(scripts.filter((url) => /\/(ProjectsSection|ServiceAreaSection|FaqAccordionIsland)-/.test(url))).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE_WIDTH });

  test("/contact runs no React until its quote form comes near, then the form works", async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = collectScriptRequests(page);
    await gotoHydrated(page, "/contact");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("/entry.client-"))).toBe(true);
    // The form starts below the first screen and a half, and the menu works by the browser's commands.
    expect(scripts.filter((url) => /\/(hydrate|react-dom|QuoteForm|MobileMenu)-/.test(url))).toEqual([]);

    await islandReady(page, "QuoteForm");
    expect(scripts.some((url) => url.includes("/hydrate-"))).toBe(true);
    // React now runs the form: a complete request gets its confirmation.
    const form = page.getByRole("form", { name: "GET A QUOTE" });
    await fillQuote(form, "A cedar fence, please.");
    await form.getByRole("button", { name: "Send My Quote Request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "should have opened" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test("the interactive parts work once hydrated, and React reports no mismatch", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/");
  // The service-area towns (an island far down the page) answer a click.
  const towns = page.getByRole("list", { name: "Towns we serve" });
  await towns.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="ServiceArea"]')).toHaveAttribute("data-hydrated", "true");
  await towns.getByRole("button", { name: /^Southaven/ }).click();
  await expect(towns.getByRole("button", { name: /^Southaven/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("area-note")).toContainText("We serve Southaven");
  expect(errors, "no hydration mismatch or other error in the console").toEqual([]);
});

test("a link to another page's anchor loads that page onto its section, below the header", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoHydrated(page, "/");
  const featured = page.getByRole("region", { name: "Fences, Gates & Decks for Every Yard" });
  await featured.getByRole("link", { name: "Explore Metal Fences" }).click();
  await expect(page).toHaveURL("/fences#metal");
  const heading = page.getByRole("heading", { level: 2, name: "Metal Fences" });
  await expect(heading).toBeInViewport();
  const headerBottom = await page.locator("header").evaluate((el) => el.getBoundingClientRect().bottom);
  await expect
    .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom);
  expect(errors).toEqual([]);
});

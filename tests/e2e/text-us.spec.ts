import { expect, test, type Page } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { textUsLink } from "../../app/lib/sms";
import { DESKTOP_WIDTH, expectNoAxeViolations, gotoHydrated, PHONE_WIDTH } from "./helpers";

// "Text us" stands beside the call buttons on phones, where the owner has a texting number
// (contact.textNumber) and the button's words (pages.everyPage.textButton): in the phone menu, the
// home page's call panel and the top of /contact. Nowhere else, and never on a computer's screen.
const content = loadContent();
const textUs = textUsLink(content.contact, content.pages.everyPage);

/** Where the link stands: the page and the part of it. */
const PLACES = [
  { path: "/", within: (page: Page) => page.getByRole("region", { name: content.pages.home.callHeading }) },
  { path: "/contact", within: (page: Page) => page.locator("#contact-hero-title").locator("xpath=..") },
];

test.describe("with a texting number", () => {
  test.skip(!textUs, "the content has no texting number or no Text us words");

  for (const { path, within } of PLACES) {
    test(`${path}: on a phone, Text us opens a text to the number with the owner's first line`, async ({ page }) => {
      await page.setViewportSize(PHONE_WIDTH);
      await gotoHydrated(page, path);
      const link = within(page).getByRole("link", { name: `${textUs!.label} ${textUs!.display}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", textUs!.href);
      await link.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, `${path} with Text us`);
    });

    test(`${path}: on a computer's screen there is no Text us`, async ({ page }) => {
      await page.setViewportSize(DESKTOP_WIDTH);
      await gotoHydrated(page, path);
      await expect(page.getByRole("link", { name: new RegExp(`^${textUs!.label}`) })).toHaveCount(0);
    });
  }

  test("the phone menu offers Text us beside the call button", async ({ page }) => {
    await page.setViewportSize(PHONE_WIDTH);
    await gotoHydrated(page, "/gallery");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    const link = menu.getByRole("link", { name: `${textUs!.label} ${textUs!.display}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", textUs!.href);
    // Right after the call button, in its group.
    const call = menu.getByRole("link", { name: content.contact.phone.display });
    await expect(call.locator("xpath=following-sibling::a[1]")).toHaveAttribute("href", textUs!.href);
    await expectNoAxeViolations(page, "phone menu with Text us");
  });
});

test("without a texting number, no page offers a text", async ({ page }) => {
  test.skip(!!textUs, "the content has a texting number and Text us words");
  await page.setViewportSize(PHONE_WIDTH);
  for (const path of ["/", "/fences", "/gallery", "/contact"]) {
    await gotoHydrated(page, path);
    await expect(page.locator('a[href^="sms:"]')).toHaveCount(0);
  }
});

import { expect, test } from "@playwright/test";
import { gotoHydrated, islandReady } from "./helpers";

test("footer shows every item of the specification", async ({ page }) => {
  await gotoHydrated(page, "/gallery");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("family-run crew");
  await expect(footer.getByRole("link", { name: /on Facebook/ })).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: /on Instagram/ })).toHaveAttribute("rel", "noopener noreferrer");
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  await expect(quick.getByRole("link")).toHaveText(["Services", "Our Work", "Contact Us"]);
  await expect(footer).toContainText("Olive Branch, MS 38654");
  await expect(footer).toContainText("Mon - Fri");
  await expect(footer).toContainText("7 AM - 7 PM");
  await expect(footer).toContainText("Closed");
  await expect(footer.getByRole("link", { name: "estimates@example.com" })).toHaveAttribute(
    "href",
    "mailto:estimates@example.com",
  );
  await expect(footer.getByRole("link", { name: "(662) 555-0142" })).toHaveAttribute("href", "tel:+16625550142");
  await expect(footer.getByRole("region", { name: "Areas Served" })).toContainText("Memphis, TN");
  await expect(footer).toContainText("Website design");
  await expect(footer.getByRole("img", { name: "Visa" })).toBeVisible();
  await expect(footer.getByRole("img", { name: /Google/ })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Example Fence & Deck Co.`);
});

test("the footer map loads only when asked for", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://localhost")) thirdParty.push(r.url());
  });
  await page.route("https://www.google.com/**", (route) =>
    route.fulfill({ status: 200, body: "<p>map</p>", contentType: "text/html" }),
  );
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await islandReady(page, "MapFacade");
  await expect(page.locator("footer iframe")).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await page.getByRole("button", { name: /Show map/ }).click();
  await expect(page.locator("footer iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.google\.com\/maps\?q=Olive%20Branch/,
  );
  await expect(page.locator("footer iframe")).toHaveAttribute("title", /Map of Olive Branch/);
});

import { expect, test } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { formatHoursRow } from "../../app/lib/hours";
import { MAP_ORIGIN } from "../../app/lib/mapOrigin.mjs";
import { escapeRegExp, gotoHydrated, islandReady } from "./helpers";

/** The content the site was built from: expected texts follow the owner's edits. */
const site = loadContent();

test("footer shows every item of the specification", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(site.business.promise);
  await expect(footer.getByRole("link", { name: /on Facebook/ })).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: /on Instagram/ })).toHaveAttribute("rel", "noopener noreferrer");
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  await expect(quick.getByRole("link")).toHaveText(["Services", "Our Work", "Contact Us"]);
  const { locality, region, postalCode } = site.contact.address;
  await expect(footer).toContainText(`${locality}, ${region} ${postalCode}`);
  for (const row of site.contact.hours.map(formatHoursRow)) {
    await expect(footer).toContainText(row.days);
    await expect(footer).toContainText(row.time);
  }
  await expect(footer.getByRole("link", { name: site.contact.email })).toHaveAttribute(
    "href",
    `mailto:${site.contact.email}`,
  );
  await expect(footer.getByRole("link", { name: site.contact.phone.display })).toHaveAttribute(
    "href",
    `tel:${site.contact.phone.tel}`,
  );
  const areas = footer.getByRole("region", { name: "Areas Served" });
  for (const { name, state } of site.serviceAreas) await expect(areas).toContainText(`${name}, ${state}`);
  await expect(footer).toContainText("Website design");
  await expect(footer.getByRole("img", { name: "Visa" })).toBeVisible();
  await expect(footer.getByRole("img", { name: /Google/ })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.business.name}`);
});

test("the footer map loads only when asked for", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://localhost")) thirdParty.push(r.url());
  });
  await page.route(`${MAP_ORIGIN}/**`, (route) =>
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
    new RegExp(`^${escapeRegExp(`${MAP_ORIGIN}/maps?q=${encodeURIComponent(site.contact.address.mapQuery)}`)}`),
  );
  await expect(page.locator("footer iframe")).toHaveAttribute("title", `Map of ${site.contact.address.mapQuery}`);
});

import { expect, test } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { addressLines } from "../../app/lib/address";
import { formatHoursRow } from "../../app/lib/hours";
import { MAP_ORIGIN } from "../../app/lib/mapOrigin.mjs";
import { escapeRegExp, gotoHydrated, islandReady } from "./helpers";

/** The content the site was built from: expected texts follow the owner's edits. */
const site = loadContent();

test("footer shows every item of the specification", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(site.business.promise);
  // One link per social page, opening a new tab; with none, no empty "Social media" list either.
  const social = footer.getByRole("list", { name: "Social media" });
  if (site.social.length === 0) await expect(social).toHaveCount(0);
  for (const link of site.social) {
    const anchor = social.getByRole("link", {
      name: `${site.business.shortName} on ${link.label} (opens in a new tab)`,
    });
    await expect(anchor).toHaveAttribute("href", link.url);
    await expect(anchor).toHaveAttribute("target", "_blank");
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
  }
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  await expect(quick.getByRole("link")).toHaveText(["Services", "Our Work", "Contact Us"]);
  for (const line of addressLines(site.contact.address)) await expect(footer).toContainText(line);
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
  await expect(footer).toContainText(`${site.footer.designCredit.label}: ${site.footer.designCredit.name}`);
  const badges = [...site.badges.cards, ...site.badges.reviews];
  const badgeList = footer.getByRole("list", { name: "Payment and reviews" });
  if (badges.length === 0) await expect(badgeList).toHaveCount(0);
  else await expect(badgeList.getByRole("img")).toHaveCount(badges.length);
  for (const badge of badges) await expect(badgeList.getByRole("img", { name: badge.name, exact: true })).toBeVisible();
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

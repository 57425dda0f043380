import { expect, test } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { SHORT_NAME_MAX } from "../../app/content/schema";
import { publicPages } from "../../app/pages.mjs";
import { townPages } from "../../app/townPages.mjs";
import {
  collectErrors,
  escapeRegExp,
  collectScriptRequests,
  DESKTOP_WIDTH,
  expectNoAxeViolations,
  gotoHydrated,
  PHONE_WIDTH,
} from "./helpers";

/** The content the site was built from: expected texts follow the owner's edits. */
const site = loadContent();
/** The header button's words, wide and narrow (content/pages.yml, everyPage). */
const { headerButton, headerButtonShort } = site.pages.everyPage;
const servicesPage = publicPages.find((p) => p.key === "services")!;
/** The services the Services menu lists (those with a section), and the first and last of them. */
const menuServices = site.services.filter((s) => s.inMenu && s.description);
const firstService = menuServices[0]!;
const lastService = menuServices.at(-1)!;

/** A short name as long as the editor accepts, in two words as a business name would be. */
const LONGEST_NAME = "Southaven Fenceworks".slice(0, SHORT_NAME_MAX);

test.describe("the short name beside the logo", () => {
  for (const width of [360, 390, DESKTOP_WIDTH.width]) {
    test(`shows whole at ${width} px, as does one of ${SHORT_NAME_MAX} characters, the call and estimate buttons beside it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await page.evaluate(() => document.fonts.ready);
      const banner = page.getByRole("banner");
      const link = banner.getByRole("link", { name: new RegExp(`${escapeRegExp(site.business.shortName)}.*home`) });
      // Held as it is: the link's name changes with the text written into it below.
      const name = (await link.locator("span").first().elementHandle())!;
      // Clipped: a line cut off below (a little overflow is the glyphs' own, under a tight line height) or at the side.
      const shown = () =>
        name.evaluate((el) => ({
          text: el.firstChild?.textContent ?? "",
          clipped: el.scrollHeight - el.clientHeight > 6 || el.scrollWidth > el.clientWidth,
        }));
      for (const text of [site.business.shortName, LONGEST_NAME]) {
        await name.evaluate((el, next) => (el.firstChild!.textContent = next), text);
        expect(await shown(), `"${text}" at ${width} px`).toEqual({ text, clipped: false });
        await expect(banner.getByRole("link", { name: site.contact.phone.display })).toBeInViewport();
        await expect(
          banner.getByRole("link", {
            name: new RegExp(`^(${escapeRegExp(headerButtonShort)}|${escapeRegExp(headerButton)})$`),
          }),
        ).toBeInViewport({ ratio: 1 });
      }
    });
  }
});

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP_WIDTH });

  test("has the logo, main links, phone and estimate button", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const header = page.getByRole("banner");
    await expect(
      header.getByRole("link", { name: new RegExp(`${escapeRegExp(site.business.shortName)}.*home`) }),
    ).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Every page but Services, whose entry is the dropdown's button.
    for (const { name, path } of publicPages.filter((p) => p !== servicesPage)) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
    }
    await expect(header.getByRole("link", { name: site.contact.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.contact.phone.tel}`,
    );
    await expect(header.getByRole("link", { name: headerButton })).toHaveAttribute("href", "/contact");
    await expect(header).toHaveCSS("position", "fixed");
  });

  test("Services dropdown works from the keyboard and Escape returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Services" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const links = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("listitem")
      .filter({ has: button })
      .getByRole("link");
    await expect(links).toHaveText(["All Fences", ...menuServices.map((s) => s.navLabel)]);
    expect(await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual([
      servicesPage.path,
      ...menuServices.map((s) => `${servicesPage.path}#${s.id}`),
    ]);
    await page.keyboard.press("Tab");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page, "services menu open");
  });

  test("Services dropdown opens on hover and its link navigates", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Services" }).hover();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: lastService.navLabel, exact: true })
      .click();
    await expect(page).toHaveURL(`${servicesPage.path}#${lastService.id}`);
    await expect(page.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Service Areas lists the content's places, a link only for a town with its own page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Service Areas" });
    await button.click();
    const item = page.getByRole("navigation", { name: "Main" }).getByRole("listitem").filter({ has: button });
    await expect(item.getByRole("listitem")).toHaveText(site.serviceAreas.map((area) => `${area.name}, ${area.state}`));
    await expect(item.getByRole("link")).toHaveText(townPages(site).map((town) => town.name));
    await page.mouse.click(5, 700);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("anchored section lands below the fixed header, from another page and the same page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Services" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: lastService.navLabel, exact: true })
      .click();
    await expect(page).toHaveURL(`${servicesPage.path}#${lastService.id}`);
    const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
    const heading = page.getByRole("heading", { name: lastService.title, exact: true });
    await expect
      .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(headerBottom);
    await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(headerBottom + 160);

    await page.getByRole("button", { name: "Services" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: firstService.navLabel, exact: true })
      .click();
    const first = page.getByRole("heading", { name: firstService.title, exact: true });
    await expect
      .poll(() => first.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(headerBottom);
    await expect.poll(() => first.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(headerBottom + 160);
  });

  test("navigating to another page scrolls to the top", async ({ page }) => {
    await gotoHydrated(page, "/fences");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Work" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("dropdown links without JavaScript", () => {
  test.use({ viewport: DESKTOP_WIDTH, javaScriptEnabled: false });

  test("are reachable with the keyboard", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Services" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "All Fences" })).toBeFocused();
    await expect(page.getByRole("link", { name: "All Fences" })).toBeVisible();
  });
});

test.describe("mobile header and menu", () => {
  test.use({ viewport: PHONE_WIDTH });

  test("shows Quote instead of the long estimate label", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: headerButtonShort, exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(header.getByRole("link", { name: headerButton })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("opens from the left, holds the links and areas, traps scrolling, and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    for (const name of [...publicPages.map((p) => p.name), ...menuServices.map((s) => s.navLabel)]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const { name, state } of site.serviceAreas) {
      await expect(menu.getByText(`${name}, ${state}`, { exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await expectNoAxeViolations(page, "mobile menu open");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Our Work" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("opens and closes before any script has arrived, as on a slow connection", async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.mouse.click(380, 400);
    await expect(menu).toBeHidden();
    // The browser did it all: the menu's island never came alive.
    await expect(page.locator('[data-island="MobileMenu"]')).not.toHaveAttribute("data-hydrated", "true");
  });

  test("loads its code on first use, not with the page; the code closes it on a same-page link", async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = collectScriptRequests(page);
    await gotoHydrated(page, "/fences");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => path.includes("/MobileMenu-"))).toEqual([]);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(page.locator('[data-island="MobileMenu"]')).toHaveAttribute("data-hydrated", "true");
    expect(scripts.filter((path) => path.includes("/MobileMenu-"))).toHaveLength(1);
    await menu.getByRole("link", { name: lastService.navLabel, exact: true }).click();
    await expect(page).toHaveURL(`${servicesPage.path}#${lastService.id}`);
    await expect(menu).toBeHidden();
    expect(errors, "hydrating the menu while it is open reports no mismatch").toEqual([]);
  });

  test("in a browser without button commands, its code comes with the page, so the first tap opens it", async ({
    page,
  }) => {
    // Hides the feature from the page's script, as an older browser would not have it.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
    });
    const scripts = collectScriptRequests(page);
    await gotoHydrated(page, "/");
    await expect(page.locator('[data-island="MobileMenu"]')).toHaveAttribute("data-hydrated", "true");
    expect(scripts.filter((path) => path.includes("/MobileMenu-"))).toHaveLength(1);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });

  test("closes on a click outside the panel", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.mouse.click(380, 400);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});

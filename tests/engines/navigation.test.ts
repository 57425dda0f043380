// Finding one's way in this engine: the phone menu (a modal <dialog> opened by button commands, or by
// its island's script where the engine has none), the Services dropdown from the keyboard, and a
// question of /fences opening its answer.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadContent } from "../../app/content/load";
import { publicPages } from "../../app/pages.mjs";
import { openEngine, type EnginePage } from "./engine";
import { byText, DESKTOP, expectNoErrors, focusedName, gotoHydrated, islandReady, PATH, PHONE, until } from "./steps";

/** The content the site was built from: expected texts follow the owner's edits. */
const site = loadContent();
/** The fence types the menus list, each with its section on the services page. */
const menuServices = site.services.filter((service) => service.inMenu && service.description);
/** The services page: the desktop header's dropdown is named after it and lists its sections. */
const servicesPage = publicPages.find((p) => p.key === "services")!;

let page: EnginePage;
beforeAll(async () => {
  page = await openEngine();
}, 60_000);
afterAll(() => page?.close());

/** Where the menu panel's left edge is now (0 once it has slid in). */
const panelLeft = () =>
  page.evaluate(() => document.querySelector("dialog[aria-label=Menu]")?.getBoundingClientRect().left ?? null);

const menuState = () =>
  page.evaluate(() => {
    const menu = document.querySelector<HTMLDialogElement>("dialog[aria-label=Menu]");
    return { open: menu?.open ?? null, visible: menu?.checkVisibility() ?? null };
  });

describe("phone menu at 390 px", () => {
  beforeAll(() => page.setViewport(PHONE.width, PHONE.height));

  test("opens from its button, puts focus on Close, closes on Escape and gives focus back", async () => {
    await gotoHydrated(page, PATH.home);
    await page.click(await byText(page, "button", "Open menu"));
    await until(menuState, { open: true, visible: true }, "menu opens");
    await until(() => focusedName(page), "Close menu", "focus moves to the Close button");
    const left = await panelLeft();
    await until(panelLeft, 0, `menu slides in to the left edge (was at ${left})`);
    await page.press("Escape");
    await until(menuState, { open: false, visible: false }, "Escape closes the menu");
    await until(() => focusedName(page), "Open menu", "focus returns to the menu button");
    await expectNoErrors(page, `${PATH.home} with the menu`);
  });

  test("closes with its Close button, with a tap beside it, and when a link to the same page is chosen", async () => {
    await gotoHydrated(page, servicesPage.path);
    await page.click(await byText(page, "button", "Open menu"));
    await until(menuState, { open: true, visible: true }, "menu opens");
    await page.click(await byText(page, "dialog[aria-label=Menu] button", "Close menu"));
    await until(menuState, { open: false, visible: false }, "Close closes the menu");

    // A tap on the dimmed page beside the panel: closedby="any" where the engine has it, the
    // island's script elsewhere.
    await page.click(await byText(page, "button", "Open menu"));
    await until(menuState, { open: true, visible: true }, "menu opens again");
    // Measured once the panel has slid in: mid-slide, "beside it" would be where it ends up.
    await until(panelLeft, 0, "the menu slides in to the left edge");
    const panelRight = await page.evaluate(
      () => document.querySelector("dialog[aria-label=Menu]")?.getBoundingClientRect().right ?? 0,
    );
    const before = await page.url();
    await page.clickAt((panelRight + PHONE.width) / 2, PHONE.height / 2);
    await until(menuState, { open: false, visible: false }, "a tap beside the panel closes the menu");
    expect(await page.url(), "the tap follows no link").toBe(before);

    await page.click(await byText(page, "button", "Open menu"));
    await until(menuState, { open: true, visible: true }, "menu opens a third time");
    const service = menuServices.at(-1)!;
    await page.click(await byText(page, "dialog[aria-label=Menu] a", service.navLabel));
    await until(async () => new URL(await page.url()).hash, `#${service.id}`, "the link goes to its section");
    await until(menuState, { open: false, visible: false }, "choosing a link closes the menu");
    await expectNoErrors(page, `${servicesPage.path} with the menu`);
  });
});

describe("desktop header at 1280 px", () => {
  beforeAll(() => page.setViewport(DESKTOP.width, DESKTOP.height));

  test(`${servicesPage.name} dropdown: Enter opens, Tab reaches its first link, Escape closes and returns focus, Space opens`, async () => {
    const label = servicesPage.name;
    await gotoHydrated(page, PATH.home);
    const button = await byText(page, "nav[aria-label=Main] button", label);
    const expanded = () =>
      page.evaluate(
        (name) =>
          [...document.querySelectorAll("nav[aria-label=Main] button")]
            .find((b) => b.textContent?.trim() === name)
            ?.getAttribute("aria-expanded") ?? null,
        label,
      );
    expect(await expanded()).toBe("false");
    await page.evaluate((el) => (el as unknown as HTMLElement).focus(), button);
    await page.press("Enter");
    await until(expanded, "true", "Enter opens the dropdown");
    const links = await page.evaluate((name) => {
      const opener = [...document.querySelectorAll("nav[aria-label=Main] button")].find(
        (b) => b.textContent?.trim() === name,
      );
      return [...(opener?.closest("li")?.querySelectorAll("a") ?? [])]
        .filter((a) => a.checkVisibility())
        .map((a) => a.getAttribute("href"));
    }, label);
    expect(links).toEqual([servicesPage.path, ...menuServices.map((service) => `${servicesPage.path}#${service.id}`)]);
    await page.press("Tab");
    await until(
      () => page.evaluate(() => document.activeElement?.getAttribute("href") ?? null),
      servicesPage.path,
      "Tab reaches the first link",
    );
    await page.press("Escape");
    await until(expanded, "false", "Escape closes the dropdown");
    await until(() => focusedName(page), label, `focus returns to ${label}`);
    await page.press("Space");
    await until(expanded, "true", "Space opens the dropdown");
    await expectNoErrors(page, `${PATH.home} with the dropdown`);
  });
});

describe("questions on the services page", () => {
  test("a question opens its answer, and closes it again", async () => {
    await page.setViewport(PHONE.width, PHONE.height);
    await gotoHydrated(page, servicesPage.path);
    await islandReady(page, "FaqAccordionIsland");
    const first = site.faq[0]!;
    const question = await byText(page, ".faq button", first.question);
    const state = () =>
      page.evaluate((text) => {
        const button = [...document.querySelectorAll(".faq button")].find((b) => b.textContent?.trim() === text);
        const panel = document.getElementById(button?.getAttribute("aria-controls") ?? "");
        return {
          expanded: button?.getAttribute("aria-expanded") ?? null,
          answerShown: panel ? panel.checkVisibility() && panel.getBoundingClientRect().height > 0 : null,
          answer: panel?.textContent?.replace(/\s+/g, " ").trim() ?? null,
        };
      }, first.question);
    const answer = first.answer.replace(/\s+/g, " ").trim();
    await until(state, { expanded: "false", answerShown: false, answer }, "the answer starts closed");
    await page.click(question);
    await until(state, { expanded: "true", answerShown: true, answer }, "a click opens the answer");
    await page.click(question);
    await until(state, { expanded: "false", answerShown: false, answer }, "a second click closes it");
    await expectNoErrors(page, `${servicesPage.path} questions`);
  });
});

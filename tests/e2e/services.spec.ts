import { expect, test, type Page } from "@playwright/test";
import {
  collectErrors,
  DESKTOP_WIDTH,
  escapeHtml,
  escapeRegExp,
  expectNoAxeViolations,
  gotoHydrated,
  holdRequests,
  PHONE_WIDTH,
  islandReady,
} from "./helpers";
import { loadContent } from "../../app/content/load";
import { processVideoSrc } from "../../app/generated/images";

/** The content the site was built from (content/*.yml). */
const site = loadContent();
/** The services with a section on this page: those with a description. */
const SECTIONS = site.services.filter((service) => service.description);
const SERVICE_TITLES = SECTIONS.map((service) => service.title);
/** The page's texts and those of every page, as the page shows them (content/pages.yml). */
const texts = site.pages.services;
const every = site.pages.everyPage;
const FAQ_HEADING = texts.faqHeading;
const CLOSING_HEADING = texts.closingHeading;
/** The steps' and video's section heading (the video tests run on content that keeps it). */
const PROCESS_TITLE = texts.processHeading ?? "";
/** The process video the build serves: the owner's chosen file or the shipped sample. */
const VIDEO_URL = `**${processVideoSrc}`;

// textContent, not innerText: sections far below are not rendered until they come near the screen.
const mainHeadings = (page: Page) => page.getByRole("main").locator("h1, h2").allTextContents();

test.describe("services page", () => {
  test("shows its sections in the specified order", async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/fences");
    const headings = (await mainHeadings(page)).map((h) => h.trim());
    const order = [
      site.pages.services.heading,
      every.estimateFormHeading,
      texts.introHeading,
      ...SERVICE_TITLES,
      // The price estimator, when the owner prices a material (content/prices.yml).
      ...(site.prices.materials.length > 0 ? [site.estimator.heading] : []),
      // The steps and the video, unless the owner emptied their heading.
      ...(texts.processHeading ? [texts.processHeading] : []),
      // The financing banner, only with an offer (business.financing).
      ...(site.business.financing ? [texts.financingHeading] : []),
      // The questions, while one is linked to no service's own page.
      ...(site.faq.some((item) => item.offerings.length === 0) ? [FAQ_HEADING] : []),
      CLOSING_HEADING,
    ];
    expect(headings).toEqual(order);
    expect(errors).toEqual([]);
  });

  test("hero has the estimate form and a clickable phone number", async ({ page }) => {
    await page.setViewportSize(PHONE_WIDTH);
    await gotoHydrated(page, "/fences");
    const hero = page.getByRole("region", { name: site.pages.services.heading });
    const call = hero.getByRole("link", { name: site.contact.phone.display });
    await expect(call).toHaveAttribute("href", `tel:${site.contact.phone.tel}`);
    await expect(call).toBeInViewport();
    await expect(hero.getByRole("link", { name: every.estimateFormLink })).toBeInViewport();
    // Its two lines, the warranty one only with a warranty; an emptied one is left out.
    const lines = [site.business.warranty ? texts.warrantyNote : undefined, texts.estimatesNote];
    await expect(hero.getByRole("listitem")).toHaveText(lines.flatMap((line) => (line ? [line] : [])));
    await expect(hero.getByRole("textbox", { name: /Name/ })).toBeAttached();
  });

  test("each service section has its anchor, its summary, the link to its own page and its pictures, named by their captions", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fences");
    for (const { id, title, summary, images } of SECTIONS) {
      const section = page.locator(`section#${id}`);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(section.locator("p").first(), "the home card's summary leads the section").toHaveText(summary);
      await expect(section.getByRole("link", { name: `${texts.offeringLink} ${title}` })).toHaveAttribute(
        "href",
        `/fences/${id}`,
      );
      // Every picture listed while all are drawn samples, else only the owner's (shownServicePictures).
      const figures = section.locator("figure");
      if (images.length > 0) expect(await figures.count()).toBeGreaterThan(0);
      expect(await figures.count()).toBeLessThanOrEqual(images.length);
      // The captions show on the service's own page; here each is its picture's name only.
      await expect(section.locator("figcaption")).toHaveCount(0);
      const alts = await figures.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
      const named = images.map(({ caption }, i) => caption ?? `${title}, picture ${i + 1}`);
      for (const alt of alts) expect(named, id).toContain(alt);
    }
  });

  test("the estimate box's button brings the form into view with focus in its first field", async ({ page }) => {
    await gotoHydrated(page, "/fences");
    const button = page.getByRole("button", { name: texts.estimateButton });
    // Let the section finish fading in so the click lands on a button that has stopped moving.
    await button.scrollIntoViewIfNeeded();
    const intro = page.locator("section").filter({ has: button });
    await expect(intro).toHaveAttribute("data-revealed", "true");
    await expect.poll(() => intro.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await button.click();
    const name = page.locator("#fences-estimate-name");
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
  });

  test("financing and closing buttons lead to the top of /contact; the closing call button dials", async ({ page }) => {
    if (site.business.financing) {
      await gotoHydrated(page, "/fences");
      await page.getByRole("link", { name: texts.financingButton }).click();
      await expect(page).toHaveURL("/contact");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }

    await gotoHydrated(page, "/fences");
    const closing = page.getByRole("region", { name: CLOSING_HEADING });
    await expect(
      closing.getByRole("link", { name: new RegExp(`^${escapeRegExp(every.closingCallButton)}`) }),
    ).toHaveAttribute("href", `tel:${site.contact.phone.tel}`);
    await closing.getByRole("link", { name: every.closingEstimateButton }).click();
    await expect(page).toHaveURL("/contact");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("anchors land on their heading below the fixed header, from another page and the same page", async ({
    page,
  }) => {
    for (const { id, title } of SECTIONS) {
      await page.goto(`/fences#${id}`);
      const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
      const heading = page.getByRole("heading", { name: title, level: 2 });
      await expect
        .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(headerBottom);
      await expect
        .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(headerBottom + 160);
    }
    // Same page: the Services menu's last link while on /fences.
    const inMenu = SECTIONS.filter((service) => service.inMenu).at(-1)!;
    await gotoHydrated(page, "/fences");
    await page.getByRole("button", { name: "Services" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: inMenu.navLabel, exact: true })
      .click();
    await expect(page).toHaveURL(`/fences#${inMenu.id}`);
    const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
    const sameLink = page.getByRole("heading", { name: inMenu.title, level: 2, exact: true });
    await expect
      .poll(() => sameLink.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(headerBottom);
    await expect.poll(() => sameLink.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(headerBottom + 160);
  });

  test("sections fade and slide in once when a quarter is in view", async ({ page }) => {
    await gotoHydrated(page, "/fences");
    const faq = page.locator("section").filter({ has: page.getByRole("heading", { name: FAQ_HEADING }) });
    await expect(faq).toHaveAttribute("data-revealed", "false");
    expect(await faq.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    expect(await faq.evaluate((el) => getComputedStyle(el).transform)).toBe("matrix(1, 0, 0, 1, 0, 50)");
    await faq.scrollIntoViewIfNeeded();
    await expect(faq).toHaveAttribute("data-revealed", "true");
    expect(await faq.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain("0.5s");
    await expect.poll(() => faq.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(faq).toHaveAttribute("data-revealed", "true");
  });
});

test.describe("FAQ accordion", () => {
  test("by mouse: one open at a time, the open one closes on a click", async ({ page }) => {
    test.skip(site.faq.length < 2, "one open at a time needs two questions");
    await gotoHydrated(page, "/fences");
    await islandReady(page, "FaqAccordionIsland");
    const buttons = page.getByRole("main").locator(".faq button[aria-expanded]");
    await expect(buttons).toHaveText(site.faq.map((item) => item.question));
    // The last two questions: the one opened first closes when the other opens.
    const [earlier, later] = site.faq
      .slice(-2)
      .map((item) => ({ ...item, button: buttons.nth(site.faq.indexOf(item)) }));
    await earlier!.button.click();
    await expect(page.getByRole("region", { name: earlier!.question })).toHaveText(earlier!.answer);
    await later!.button.click();
    await expect(earlier!.button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: later!.question })).toHaveText(later!.answer);
    await later!.button.click();
    await expect(later!.button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("main").locator(".faq-panel:visible")).toHaveCount(0);
  });

  test("by keyboard: Enter and Space toggle, arrows move", async ({ page }) => {
    await gotoHydrated(page, "/fences");
    await islandReady(page, "FaqAccordionIsland");
    const buttons = page.getByRole("main").locator(".faq button[aria-expanded]");
    await buttons.first().focus();
    await page.keyboard.press("Enter");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page, "accordion open");
  });

  test("answers are in the prerendered HTML and readable without JavaScript", async ({ browser, request }) => {
    const html = await (await request.get("/fences")).text();
    for (const { answer } of site.faq) expect(html).toContain(escapeHtml(answer));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fences");
    for (const { answer } of site.faq) await expect(page.getByText(answer, { exact: true })).toBeVisible();
    const last = SECTIONS.at(-1)!;
    await expect(page.getByRole("heading", { name: last.title, exact: true })).toBeVisible();
    expect(await page.locator(`section#${last.id}`).evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await context.close();
  });
});

test.describe("process video", () => {
  test("shows loading, then plays muted and looped; click and Enter toggle play and pause", async ({ page }) => {
    const { release } = await holdRequests(page, VIDEO_URL);
    await gotoHydrated(page, "/fences");
    const region = page.locator("section").filter({ has: page.getByRole("heading", { name: PROCESS_TITLE }) });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole("status")).toHaveText(/Loading video/);
    const video = region.locator("video");
    await expect(video).toHaveAccessibleName(site.pages.services.videoLabel);
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    release();
    const pause = region.getByRole("button", { name: "Pause video" });
    await expect(pause).toBeVisible();
    await expect(region.getByRole("status")).toHaveCount(0);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await pause.click();
    await expect(region.getByRole("button", { name: "Play video" })).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await region.getByRole("button", { name: "Play video" }).focus();
    await page.keyboard.press("Enter");
    await expect(region.getByRole("button", { name: "Pause video" })).toBeVisible();
    await page.keyboard.press("Space");
    await expect(region.getByRole("button", { name: "Play video" })).toBeVisible();
  });

  test("without JavaScript shows no loading note or dead button over the browser's own player", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fences");
    const region = page.locator("section").filter({ has: page.getByRole("heading", { name: PROCESS_TITLE }) });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole("status")).toHaveCount(0);
    await expect(region.getByRole("button", { name: /video/ })).toHaveCount(0);
    // Nothing lies over the video, so the controls a browser shows without scripts take the taps.
    const video = region.locator("video");
    await video.scrollIntoViewIfNeeded();
    const onTop = await video.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [0.1, 0.5, 0.9].every((f) => {
        const hit = document.elementFromPoint(box.left + box.width * f, box.top + box.height * f);
        return hit === el;
      });
    });
    expect(onTop).toBe(true);
    await context.close();
  });

  test("shows 'Video unavailable' when the video cannot load, and Retry reloads the page", async ({ page }) => {
    await page.route(VIDEO_URL, (route) => route.abort());
    await gotoHydrated(page, "/fences");
    const region = page.locator("section").filter({ has: page.getByRole("heading", { name: PROCESS_TITLE }) });
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByText("Video unavailable")).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await region.getByRole("button", { name: "Retry" }).click();
    await reloaded;
    await expect(page).toHaveURL("/fences");
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("does not play on its own and sections are visible without scrolling", async ({ page }) => {
      await gotoHydrated(page, "/fences");
      const faq = page.locator("section").filter({ has: page.getByRole("heading", { name: FAQ_HEADING }) });
      expect(await faq.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      const region = page.locator("section").filter({ has: page.getByRole("heading", { name: PROCESS_TITLE }) });
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole("button", { name: "Play video" })).toBeVisible();
      expect(await region.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    });
  });
});

for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH]) {
  test(`services page has no axe violations at ${viewport.width}px after scrolling`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/fences");
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await page.waitForTimeout(700);
    await expectNoAxeViolations(page, `/fences @${viewport.width}`);
  });
}

import { loadContent } from "../../app/content/load";
import { addressLines } from "../../app/lib/address";
import { stripRows } from "../../app/routes/contact/stripRows";
import { stripImages } from "../../app/generated/strip";
import { images } from "../../app/generated/images";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  collectErrors,
  DESKTOP_WIDTH,
  escapeRegExp,
  expectNoAxeViolations,
  firstInteraction,
  FORM_TEXTS,
  PHONE_WIDTH,
} from "./helpers";

/** The content the site was built from: expected texts follow the owner's edits. */
/** The strip's rows as the content in use makes them. */
const STRIP_ROWS = stripRows(stripImages);
/**
 * Whether the strip moves: with too few photos to drift without showing the same ones side by side
 * (stripRows) they stand still in one grid, with no pause control. Tests of the drift run on content
 * that moves; the still-strip test asserts the grid.
 */
const MOVING = STRIP_ROWS.length > 0;
const STILL = "too few strip photos to drift: they stand still (see the still-strip test)";
const site = loadContent();
/** The page's texts (content/pages.yml). */
const texts = site.pages.contact;

/** Like helpers.gotoHydrated, with room for a busy test machine: these pages carry many pictures. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await firstInteraction(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

const strip = (page: Page) => page.getByRole("region", { name: site.pages.contact.projectsHeading, exact: true });
const rows = (page: Page) => strip(page).locator("ul.strip-track");

/** The row's current horizontal offset in px, from its computed transform matrix. */
const offsetX = (row: Locator) => row.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);

const animation = (row: Locator) =>
  row.evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, duration: style.animationDuration, state: style.animationPlayState };
  });

test.describe("contact page", () => {
  test("shows the address beside the form, the street where the owner gives one", async ({ page }) => {
    await page.goto("/contact");
    const details = page.locator("section", { has: page.locator("#contact-intro-title") });
    const lines = addressLines(site.contact.address);
    expect(lines).toHaveLength(site.contact.address.streetAddress ? 2 : 1);
    for (const line of lines) await expect(details.getByText(line, { exact: true })).toBeVisible();
  });

  test("what happens next: the content's steps in order; with none the box is left out", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const box = page.locator("#contact-intro-title ~ div ol");
    if (!texts.nextStepsHeading || texts.nextSteps.length === 0) {
      await expect(box).toHaveCount(0);
      return;
    }
    await expect(page.getByRole("heading", { level: 3, name: texts.nextStepsHeading })).toBeVisible();
    // Each step after its number (hidden from screen readers, which count the list themselves).
    await expect(box.getByRole("listitem")).toHaveText(texts.nextSteps.map((step, i) => `${i + 1}${step.text}`));
  });

  test("hero: the page's headline with a call button, and the financing offer while there is one", async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE_WIDTH);
    await gotoHydrated(page, "/contact");
    const heading = texts.heading;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const call = page.getByRole("link", { name: new RegExp(`^${escapeRegExp(texts.callButton)}`) });
    await expect(call).toHaveAttribute("href", `tel:${site.contact.phone.tel}`);
    await expect(call).toBeInViewport();
    // The financing buttons of / and /fences land here: the hero says what they promise.
    const hero = page.getByRole("region", { name: heading, exact: true });
    if (site.business.financing) await expect(hero).toContainText(site.business.financing);
    else await expect(hero.locator("strong")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("intro and Facebook link (new tab, noopener noreferrer; none without a Facebook page) beside the quote form", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP_WIDTH);
    await gotoHydrated(page, "/contact");
    const detailsHeading = texts.detailsHeading;
    const intro = page.getByRole("region", { name: detailsHeading, exact: true });
    await expect(intro).toBeVisible();
    const facebookPage = site.social.find((link) => link.network === "facebook");
    const facebook = intro.getByRole("link", {
      name: facebookPage ? `${texts.followLink} ${facebookPage.label}` : /Facebook/,
    });
    if (!facebookPage) await expect(facebook).toHaveCount(0);
    else {
      await expect(facebook).toHaveAttribute("href", facebookPage.url);
      await expect(facebook).toHaveAttribute("target", "_blank");
      await expect(facebook).toHaveAttribute("rel", "noopener noreferrer");
    }
    const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
    await expect(form).toBeVisible();
    // Two columns at desktop width: the form sits to the right of the intro text.
    const introBox = await intro.getByRole("heading", { name: detailsHeading, exact: true }).boundingBox();
    const formBox = await form.boundingBox();
    expect(introBox && formBox && formBox.x > introBox.x + introBox.width / 2).toBe(true);
    expect(introBox && formBox && Math.abs(formBox.y - introBox.y) < 200).toBe(true);
  });

  test("the strip: the gallery's first photos in two rows, each row's set drawn twice, copies hidden from screen readers", async ({
    page,
  }) => {
    test.skip(!MOVING, STILL);
    await gotoHydrated(page, "/contact");
    await expect(rows(page)).toHaveCount(STRIP_ROWS.length);
    for (const [i, expected] of STRIP_ROWS.entries()) {
      const row = rows(page).nth(i);
      const items = row.locator(":scope > li");
      await expect(items).toHaveCount(expected.set.length * 2);
      await expect(row.locator(':scope > li[aria-hidden="true"]')).toHaveCount(
        expected.set.length * 2 - expected.photos.length,
      );
      // Only the row's own photos are images to assistive technology; the copies show the same pictures.
      await expect(row.getByRole("img")).toHaveCount(expected.photos.length);
      expect(await row.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
        expected.photos.map((photo) => photo.alt),
      );
      const sources = await items.evaluateAll((lis) => lis.map((li) => li.querySelector("img")?.getAttribute("src")));
      expect(sources.slice(expected.set.length)).toEqual(sources.slice(0, expected.set.length));
    }
    // Each photo of the strip once, in all.
    const alts = await strip(page)
      .getByRole("img")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));
    expect(alts).toEqual(stripImages.map((photo) => photo.alt));
  });

  test("a few photos stand still: each once, in one grid, with no pause control and nothing moving", async ({
    page,
  }) => {
    test.skip(MOVING, "the content has photos enough for the strip to move: the drift tests cover it");
    test.skip(stripImages.length === 0, "no photo at all: no strip");
    const errors = collectErrors(page);
    await gotoHydrated(page, "/contact");
    await strip(page).scrollIntoViewIfNeeded();
    await expect(rows(page)).toHaveCount(0);
    await expect(strip(page).getByRole("checkbox")).toHaveCount(0);
    await expect(strip(page).getByText("Pause moving photos")).toHaveCount(0);
    await expect(strip(page).locator('[aria-hidden="true"] img')).toHaveCount(0);
    const photos = strip(page).getByRole("img");
    expect(await photos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(
      stripImages.map((photo) => photo.alt),
    );
    // Nothing animates, and every photo is on screen at once: no gap, nothing cut off at the edge.
    const animated = await strip(page).evaluate(
      (section) =>
        [...section.querySelectorAll("*")].filter((el) => getComputedStyle(el).animationName !== "none").length,
    );
    expect(animated).toBe(0);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const photo of await photos.all()) {
      const box = await photo.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test("top row drifts left over 90 s, bottom row right over 60 s, by transform only", async ({ page }) => {
    test.skip(!MOVING, STILL);
    const errors = collectErrors(page);
    await gotoHydrated(page, "/contact");
    const [top, bottom] = [rows(page).nth(0), rows(page).nth(1)];
    expect(await animation(top)).toMatchObject({ name: "strip-left", duration: "90s", state: "running" });
    expect(await animation(bottom)).toMatchObject({ name: "strip-right", duration: "60s", state: "running" });
    await strip(page).scrollIntoViewIfNeeded();
    const before = [await offsetX(top), await offsetX(bottom)];
    await page.waitForTimeout(1500);
    const after = [await offsetX(top), await offsetX(bottom)];
    expect(after[0]!).toBeLessThan(before[0]!);
    expect(after[1]!).toBeGreaterThan(before[1]!);
    // The track is twice the set: half its width is one full cycle.
    const width = await top.evaluate((el) => el.scrollWidth);
    expect(before[0]!).toBeLessThanOrEqual(0);
    expect(before[0]!).toBeGreaterThan(-width / 2);
    expect(errors).toEqual([]);
  });

  test("the strip moves nothing else on the page (no layout shift)", async ({ page }) => {
    test.skip(stripImages.length === 0, "no photo at all: no strip");
    await gotoHydrated(page, "/contact");
    await strip(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift" });
          setTimeout(() => resolve(total), 2000);
        }),
    );
    expect(shift).toBe(0);
  });

  test("the pause control stops both rows and starts them again", async ({ page }) => {
    test.skip(!MOVING, STILL);
    await gotoHydrated(page, "/contact");
    const pause = strip(page).getByRole("checkbox", { name: "Pause moving photos" });
    await strip(page).getByText("Pause moving photos").click();
    await expect(pause).toBeChecked();
    for (const row of await rows(page).all()) expect((await animation(row)).state).toBe("paused");
    const before = await offsetX(rows(page).first());
    await page.waitForTimeout(1000);
    expect(await offsetX(rows(page).first())).toBe(before);
    await strip(page).getByText("Pause moving photos").click();
    await expect(pause).not.toBeChecked();
    expect((await animation(rows(page).nth(1))).state).toBe("running");
  });

  test("'See Full Gallery' goes to /gallery", async ({ page }) => {
    test.skip(stripImages.length === 0, "no photo at all: the strip is left out (the next test)");
    await gotoHydrated(page, "/contact");
    await strip(page).getByRole("link", { name: texts.galleryButton }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.gallery.heading);
  });

  test("with no photo at all the strip, heading and link included, is left out", async ({ page }) => {
    test.skip(stripImages.length > 0, "the content's gallery has photos: the strip shows them");
    await gotoHydrated(page, "/contact");
    await expect(page.locator("#strip-title")).toHaveCount(0);
    await expect(page.getByRole("link", { name: texts.galleryButton })).toHaveCount(0);
  });

  test("strip photos below the fold are lazy and not fetched on first load", async ({ page }) => {
    await page.setViewportSize(PHONE_WIDTH);
    const requested: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "image") requested.push(new URL(r.url()).pathname);
    });
    await page.goto("/contact", { waitUntil: "networkidle" });
    const photos = strip(page).locator("img");
    await expect(photos).toHaveCount(
      MOVING ? STRIP_ROWS.reduce((sum, row) => sum + 2 * row.set.length, 0) : stripImages.length,
    );
    for (const img of await photos.all()) await expect(img).toHaveAttribute("loading", "lazy");
    expect(requested.filter((p) => p.startsWith("/img/gallery-"))).toEqual([]);
    // The page's own top picture, where the company has one (a page without one has a plain band).
    const hero = "hero/contact" in images ? 1 : 0;
    expect(requested.filter((p) => p.startsWith("/img/hero-contact"))).toHaveLength(hero);
  });

  for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    test(`no accessibility violations at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/contact");
      await expectNoAxeViolations(page, `contact ${viewport.width}`);
    });
  }
});

test.describe("contact with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the strip does not move", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    // A still strip has no rows at all (the still-strip test); a moving one's rows stop.
    await expect(rows(page)).toHaveCount(STRIP_ROWS.length);
    if (!MOVING) await expect(strip(page).getByRole("img")).toHaveCount(stripImages.length);
    for (const row of await rows(page).all()) expect((await animation(row)).name).toBe("none");
  });
});

test.describe("contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quote form posts a mail draft and the strip runs and pauses (a still strip shows its photos)", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
    await expect(form).toHaveAttribute(
      "action",
      new RegExp(`^mailto:${escapeRegExp(site.contact.email)}\\?subject=Quote`),
    );
    await expect(form.getByRole("textbox", { name: /First name/i })).toBeVisible();
    if (!MOVING) {
      // Too few photos to drift: every one shown still, with no pause control.
      await expect(rows(page)).toHaveCount(0);
      await expect(strip(page).getByRole("img")).toHaveCount(stripImages.length);
      await expect(strip(page).getByText("Pause moving photos")).toHaveCount(0);
      return;
    }
    await expect(rows(page)).toHaveCount(2);
    expect((await animation(rows(page).first())).name).toBe("strip-left");
    await strip(page).getByText("Pause moving photos").click();
    expect((await animation(rows(page).first())).state).toBe("paused");
  });
});

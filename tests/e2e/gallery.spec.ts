import { loadContent } from "../../app/content/load";
import { PHOTOS_PER_SLIDE } from "../../app/components/gallery/chunk";
import { AUTOPLAY_DELAY_MS } from "../../app/components/gallery/PhotoCarousel";
import { galleryImages } from "../../app/generated/gallery";
import { images } from "../../app/generated/images";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  collectErrors,
  DESKTOP_WIDTH,
  escapeRegExp,
  expectNoAxeViolations,
  firstInteraction,
  islandReady,
  PHONE_WIDTH,
} from "./helpers";

/** The content the site was built from: expected texts follow the owner's edits. */
const site = loadContent();
/** The page's texts, as the page shows them (content/pages.yml). */
const texts = site.pages.gallery;

/**
 * Like helpers.gotoHydrated, with room for a busy test machine (these pages carry hundreds of
 * pictures), then brings the carousel near the screen, as a visitor would, until it works
 * (on a phone it is further down than the islands loaded with the page).
 */
async function gotoHydrated(page: Page, path: string, { carouselReady = true } = {}) {
  await page.goto(path);
  await firstInteraction(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  if (carouselReady) await islandReady(page, "ProjectsSection");
}

/** The gallery the site was built with, in slides: every expected count follows it. */
const PHOTOS = galleryImages.length;
const SLIDES = Math.ceil(PHOTOS / PHOTOS_PER_SLIDE);
/**
 * Whether the content fills more than one slide. A gallery of one slide is no carousel: just its grid
 * of photos, with no arrows, bullets, counter, autoplay or pause button (they could do nothing). Tests
 * of moving between slides run on content with two or more; the single-slide tests assert the grid.
 */
const MULTI_SLIDE = SLIDES > 1;
const ONE_SLIDE = "the content's photos fit on one slide: there is no slide to move to (see the single-slide tests)";
/** Photos on the first slide (all of them in a gallery of one slide). */
const FIRST_SLIDE_PHOTOS = Math.min(PHOTOS, PHOTOS_PER_SLIDE);
/** Slide n of a looping carousel, counted on past the last (slide SLIDES + 1 is slide 1). */
const nth = (n: number) => ((n - 1) % SLIDES) + 1;

const carousel = (page: Page) => page.getByRole("region", { name: "All Projects photos" });
const slideStatus = (page: Page) => carousel(page).getByText(new RegExp(`^Slide \\d+ of ${SLIDES}$`));
const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: `${n} of ${SLIDES}`, exact: true });
const photoButtons = (scope: Locator) => scope.locator("button[data-photo-index]");
const lightbox = (page: Page) => page.getByRole("dialog", { name: "Project photo viewer" });
/** Where the first photos are: slide 1 of a carousel, or the one grid of a gallery of one slide. */
const firstSlide = (page: Page) => (MULTI_SLIDE ? slide(page, 1) : carousel(page));
/** Every control a carousel has for moving, by role: none may exist in a gallery of one slide. */
const SLIDE_CONTROLS = /^(Previous slide|Next slide|Pause slideshow|Play slideshow|Go to slide \d+)$/;

/** The slide that sits in the carousel's window right now (Embla moves slides with transforms). */
async function expectSlideShown(page: Page, n: number) {
  await expect(slideStatus(page)).toHaveText(`Slide ${n} of ${SLIDES}`);
  await expect
    .poll(async () => {
      const viewport = await carousel(page).locator(".overflow-hidden").first().boundingBox();
      const box = await slide(page, n).boundingBox();
      return viewport && box ? Math.round(box.x + 24 - viewport.x) : null;
    })
    .toBe(0);
}

// Autoplay waits of 4 to 5 s and axe over hundreds of photos: more time than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("gallery page", () => {
  test("hero: headline, 'Call Us Today' with the phone number, and the estimate form", async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE_WIDTH);
    await gotoHydrated(page, "/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.pages.gallery.heading);
    await expect(page.getByRole("heading", { name: texts.callHeading })).toBeVisible();
    const call = page.getByRole("link", { name: site.contact.phone.display }).first();
    await expect(call).toHaveAttribute("href", `tel:${site.contact.phone.tel}`);
    await expect(call).toBeInViewport();
    const form = page.getByRole("form", { name: texts.formHeading });
    await expect(form.getByRole("button", { name: texts.formButton })).toBeVisible();
    await page.getByRole("link", { name: site.pages.everyPage.estimateFormLink }).click();
    await expect(form).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test("'All Projects' is the first filter, pressed; the carousel holds every photo, 16 to a slide", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/gallery");
    // The type filters: tests/e2e/gallery-filter.spec.ts.
    const filters = page.getByRole("group", { name: "Filter projects" }).getByRole("button");
    await expect(filters.first()).toHaveText("All Projects");
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");

    const region = carousel(page);
    const slides = region.locator('[aria-roledescription="slide"]');
    if (!MULTI_SLIDE) {
      // One slide: no carousel, just the grid of every photo.
      await expect(region).not.toHaveAttribute("aria-roledescription", /./);
      await expect(slides).toHaveCount(0);
    } else await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(slides).toHaveCount(MULTI_SLIDE ? SLIDES : 0);
    for (let n = 1; MULTI_SLIDE && n <= SLIDES; n++) {
      await expect(slide(page, n)).toHaveAttribute("role", "group");
      const rest = PHOTOS - (SLIDES - 1) * PHOTOS_PER_SLIDE;
      await expect(photoButtons(slide(page, n))).toHaveCount(n === SLIDES ? rest : PHOTOS_PER_SLIDE);
    }
    await expect(photoButtons(region)).toHaveCount(PHOTOS);
    // Every photo is named (alt text from the content's gallery list, or the general description).
    await expect(firstSlide(page).getByRole("button", { name: galleryImages[0]!.alt, exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a gallery of one slide is just its grid: no arrows, bullets, counter, autoplay or pause button", async ({
    page,
  }) => {
    test.skip(MULTI_SLIDE, "the content fills more than one slide: the carousel tests cover it");
    const errors = collectErrors(page);
    await page.clock.install();
    await gotoHydrated(page, "/gallery");
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await expect(photoButtons(region)).toHaveCount(PHOTOS);
    for (const button of await photoButtons(region).all()) await expect(button).toBeInViewport();
    await expect(region.getByRole("button", { name: SLIDE_CONTROLS })).toHaveCount(0);
    await expect(region.getByRole("group")).toHaveCount(0);
    await expect(region.getByText(/^Slide \d+ of \d+$/)).toHaveCount(0);
    await expect(region.locator("[inert]")).toHaveCount(0);
    // Nothing moves on its own: the photos stay where they are for longer than an autoplay step (the
    // page's clock run on, every timer and animation frame in it fired).
    const where = () => photoButtons(region).evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().x));
    const before = await where();
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 500);
    expect(await where()).toEqual(before);
    // Each photo still opens the lightbox, which moves round the gallery's photos only.
    await photoButtons(region).last().click();
    const dialog = lightbox(page);
    await expect(dialog.getByText(`${PHOTOS} of ${PHOTOS}`, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.getByText(`1 of ${PHOTOS}`, { exact: true })).toBeVisible();
    await expect(dialog.locator("figcaption")).toContainText(galleryImages[0]!.alt);
    await page.keyboard.press("Escape");
    await expect(photoButtons(region).last()).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("autoplay moves on after about 4 s and keeps going after an arrow click", async ({ page }) => {
    test.skip(!MULTI_SLIDE, ONE_SLIDE);
    const errors = collectErrors(page);
    await gotoHydrated(page, "/gallery");
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(slideStatus(page)).toHaveText(`Slide 1 of ${SLIDES}`);
    const start = Date.now();
    await expect(slideStatus(page)).toHaveText(`Slide ${nth(2)} of ${SLIDES}`, { timeout: 8000 });
    const waited = Date.now() - start;
    expect(waited).toBeGreaterThan(3000);
    expect(waited).toBeLessThan(6500);

    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlideShown(page, nth(3));
    await expect(carousel(page).getByRole("button", { name: "Pause slideshow" })).toBeVisible();
    await expect(slideStatus(page)).toHaveText(`Slide ${nth(4)} of ${SLIDES}`, { timeout: 8000 });
    expect(errors).toEqual([]);
  });

  test("the pause button stops the slideshow and play starts it again", async ({ page }) => {
    test.skip(!MULTI_SLIDE, ONE_SLIDE);
    await page.clock.install();
    await gotoHydrated(page, "/gallery");
    await carousel(page).scrollIntoViewIfNeeded();
    await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
    const play = carousel(page).getByRole("button", { name: "Play slideshow" });
    await expect(play).toBeVisible();
    const before = await slideStatus(page).innerText();
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expect(slideStatus(page)).toHaveText(before);
    // Not autoplaying now, so slide changes are announced.
    await expect(slideStatus(page)).toHaveAttribute("aria-live", "polite");
    await play.click();
    await expect(slideStatus(page)).not.toHaveText(before, { timeout: 8000 });
  });

  test("Previous on the first slide loops to the last; bullets jump to their slide", async ({ page }) => {
    test.skip(!MULTI_SLIDE, ONE_SLIDE);
    const errors = collectErrors(page);
    await gotoHydrated(page, "/gallery");
    await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
    await carousel(page).getByRole("button", { name: "Previous slide" }).click();
    await expectSlideShown(page, SLIDES);
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlideShown(page, 1);

    const bullets = carousel(page).getByRole("group", { name: "Choose a slide" }).getByRole("button");
    await expect(bullets).toHaveCount(SLIDES);
    // A slide in the middle, away from the first one's neighbours.
    const middle = Math.ceil((SLIDES + 1) / 2);
    await carousel(page)
      .getByRole("button", { name: `Go to slide ${middle}`, exact: true })
      .click();
    await expectSlideShown(page, middle);
    await expect(carousel(page).getByRole("button", { name: `Go to slide ${middle}`, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // The shown slide's photos are loaded and reachable; the others are inert.
    await expect(slide(page, middle).locator("img").first()).toHaveJSProperty("complete", true);
    await expect(slide(page, nth(middle + SLIDES - 1))).toHaveAttribute("inert", "");
    expect(errors).toEqual([]);
  });

  test("keyboard focus inside the carousel pauses it while focus stays there", async ({ page }) => {
    test.skip(!MULTI_SLIDE, ONE_SLIDE);
    await page.clock.install();
    await gotoHydrated(page, "/gallery");
    // From the last filter button, Tab goes into the carousel.
    await page.getByRole("group", { name: "Filter projects" }).getByRole("button").last().focus();
    await page.keyboard.press("Tab");
    await expect(carousel(page).getByRole("button", { name: "Pause slideshow" })).toBeFocused();
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expect(slideStatus(page)).toHaveText(`Slide 1 of ${SLIDES}`);
    await page.keyboard.press("Shift+Tab");
    await expect(slideStatus(page)).toHaveText(`Slide ${nth(2)} of ${SLIDES}`, { timeout: 8000 });
  });

  for (const [viewport, columns] of [
    [PHONE_WIDTH, 2],
    [DESKTOP_WIDTH, 4],
  ] as const) {
    test(`each slide is a grid of ${columns} columns at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/gallery");
      // A full slide, or every photo of a gallery of one slide: as many columns as there are photos, up to the grid's.
      const inRow = Math.min(columns, FIRST_SLIDE_PHOTOS);
      const boxes = await photoButtons(firstSlide(page)).evaluateAll((buttons) =>
        buttons.map((b) => {
          const r = b.getBoundingClientRect();
          return { x: Math.round(r.x), y: Math.round(r.y) };
        }),
      );
      expect(boxes).toHaveLength(FIRST_SLIDE_PHOTOS);
      expect(new Set(boxes.map((b) => b.x)).size).toBe(inRow);
      expect(new Set(boxes.map((b) => b.y)).size).toBe(Math.ceil(FIRST_SLIDE_PHOTOS / columns));
      // Nothing spills sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }

  test(`first load fetches one slide of thumbnails (${PHOTOS_PER_SLIDE} at most) and the hero; the next slide once the carousel shows`, async ({
    page,
  }) => {
    // Reduced motion keeps slide 1 in place while we count (no autoplay).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(PHONE_WIDTH);
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") requested.push(new URL(request.url()).pathname);
    });
    // Each thumbnail's place in the gallery (1 for the first photo), whatever its file is named.
    const photoNumbers = () =>
      requested
        .filter((path) => path.startsWith("/img/gallery-"))
        .map((path) => galleryImages.findIndex((photo) => path.startsWith(`/img/${photo.image.base}-`)) + 1);
    await gotoHydrated(page, "/gallery", { carouselReady: false });
    await page.waitForLoadState("networkidle");
    // The page's own top picture, where the company has one (a page without one has a plain band).
    const hero = "hero/gallery" in images ? 1 : 0;
    expect(requested.filter((path) => path.startsWith("/img/hero-gallery"))).toHaveLength(hero);
    expect(photoNumbers().length).toBeLessThanOrEqual(FIRST_SLIDE_PHOTOS);
    expect(Math.max(0, ...photoNumbers())).toBeLessThanOrEqual(FIRST_SLIDE_PHOTOS);

    await carousel(page).scrollIntoViewIfNeeded();
    if (!MULTI_SLIDE) {
      // One slide: every photo once it shows, each once, and nothing else.
      await expect.poll(() => new Set(photoNumbers()).size).toBe(PHOTOS);
      await page.waitForLoadState("networkidle");
      expect(photoNumbers()).toHaveLength(PHOTOS);
      expect(photoNumbers()).not.toContain(0);
      return;
    }
    await expect.poll(() => photoNumbers().length).toBeGreaterThan(16);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(photoNumbers().length).toBeLessThanOrEqual(32);
    expect(photoNumbers()).not.toContain(0);
    expect(Math.max(...photoNumbers())).toBeLessThanOrEqual(32);
  });

  test("the lightbox: opens a photo, arrow keys move, Escape closes, focus returns to the photo", async ({ page }) => {
    const errors = collectErrors(page);
    await page.clock.install();
    await gotoHydrated(page, "/gallery");
    const third = firstSlide(page).getByRole("button", { name: galleryImages[2]!.alt, exact: true });
    await third.click();
    const dialog = lightbox(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`3 of ${PHOTOS}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("img", { name: galleryImages[2]!.alt })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(`4 of ${PHOTOS}`, { exact: true })).toBeVisible();
    await expect(dialog.locator("figcaption")).toContainText(galleryImages[3]!.alt);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(`1 of ${PHOTOS}`, { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(`${PHOTOS} of ${PHOTOS}`, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.getByText(`1 of ${PHOTOS}`, { exact: true })).toBeVisible();
    // The carousel behind does not move while the lightbox is open.
    if (MULTI_SLIDE) {
      await page.clock.runFor(AUTOPLAY_DELAY_MS + 500);
      await expect(slideStatus(page)).toHaveText(`Slide 1 of ${SLIDES}`);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("the lightbox follows a swipe and closes with its Close button", async ({ page }) => {
    await page.setViewportSize(PHONE_WIDTH);
    await gotoHydrated(page, "/gallery");
    const first = firstSlide(page).getByRole("button", { name: galleryImages[0]!.alt, exact: true });
    await first.click();
    const dialog = lightbox(page);
    await expect(dialog.getByRole("img")).toHaveJSProperty("complete", true);
    // Swipe across the picture area (the whole space the picture sits in, not only the picture's box).
    const picture = await dialog.locator("figure > div").boundingBox();
    if (!picture) throw new Error("lightbox picture has no box");
    const y = picture.y + picture.height / 2;
    await page.mouse.move(picture.x + picture.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(picture.x + picture.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(dialog.getByText(`2 of ${PHOTOS}`, { exact: true })).toBeVisible();
    await page.mouse.move(picture.x + picture.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(picture.x + picture.width * 0.8, y, { steps: 5 });
    await page.mouse.up();
    await expect(dialog.getByText(`1 of ${PHOTOS}`, { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    test(`no accessibility violations at ${viewport.width} px, also with the lightbox open`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/gallery");
      if (MULTI_SLIDE) await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
      await expectNoAxeViolations(page, `gallery ${viewport.width}`);
      // The fifth photo, or the last of a smaller gallery.
      const photo = galleryImages[Math.min(4, PHOTOS - 1)]!;
      await firstSlide(page).getByRole("button", { name: photo.alt, exact: true }).click();
      await expect(lightbox(page)).toBeVisible();
      await expectNoAxeViolations(page, `gallery lightbox ${viewport.width}`);
    });
  }
});

test.describe("gallery with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves on its own; the arrows still change slides", async ({ page }) => {
    test.skip(!MULTI_SLIDE, ONE_SLIDE);
    await page.clock.install();
    await gotoHydrated(page, "/gallery");
    const play = carousel(page).getByRole("button", { name: "Play slideshow" });
    await expect(play).toBeVisible();
    // The prerendered HTML shows "Pause": hydration must turn the icon into a play triangle too.
    await expect(play.locator("svg")).toHaveClass(/lucide-play/);
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1000);
    await expect(slideStatus(page)).toHaveText(`Slide 1 of ${SLIDES}`);
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlideShown(page, 2);
  });
});

test.describe("gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the estimate form posts a mail draft and every photo is there (to scroll through, past one slide)", async ({
    page,
  }) => {
    await page.goto("/gallery");
    const form = page.getByRole("form", { name: texts.formHeading });
    await expect(form).toHaveAttribute("action", new RegExp(`^mailto:${escapeRegExp(site.contact.email)}\\?subject=`));
    await expect(form.getByRole("button", { name: texts.formButton })).toBeVisible();
    const region = carousel(page);
    await expect(region.locator("img")).toHaveCount(PHOTOS);
    await expect(region.getByRole("button", { name: "Next slide" })).toBeHidden();
    if (!MULTI_SLIDE) {
      // One slide: the grid of every photo, nothing to scroll and no control at all.
      await expect(region.getByRole("button", { name: SLIDE_CONTROLS })).toHaveCount(0);
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await region.scrollIntoViewIfNeeded();
      for (const img of await region.locator("img").all()) await expect(img).toBeInViewport();
      return;
    }
    const scrollable = await region
      .locator(".overflow-hidden")
      .first()
      .evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === "auto");
    expect(scrollable).toBe(true);
  });
});

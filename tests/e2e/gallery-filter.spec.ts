import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../app/content/load";
import { PHOTOS_PER_SLIDE } from "../../app/components/gallery/chunk";
import { AUTOPLAY_DELAY_MS } from "../../app/components/gallery/PhotoCarousel";
import { offeringPath } from "../../app/pageKinds.mjs";
import { galleryImages } from "../../app/generated/gallery";
import { CLIENT_DIR, fileOf } from "./built-pages";
import {
  collectErrors,
  DESKTOP_WIDTH,
  escapeHtml,
  escapeRegExp,
  expectNoAxeViolations,
  firstInteraction,
  islandReady,
  PHONE_WIDTH,
} from "./helpers";

/** The kinds of work the gallery filters by: the services offered, in the owner's order, by their short names. */
const KIND_NAMES = new Map(loadContent().services.map((service) => [service.id, service.navLabel]));
const GALLERY_TYPES = [...KIND_NAMES.keys()];
type GalleryType = string;

const photosOf = (type: GalleryType) => galleryImages.filter((photo) => photo.type === type).map((photo) => photo.alt);

// The content in use decides which types a test chooses: a type has a filter only once it holds a
// photo, and an owner's gallery may hold few (app/routes/gallery/filters.ts).
/** The types that have a filter, the one with the most photos first. */
const TYPES = GALLERY_TYPES.filter((type) => photosOf(type).length > 0);
const BY_COUNT = [...TYPES].sort((a, b) => photosOf(b).length - photosOf(a).length);
/** A type whose photos fill more than one slide, where the content has one. */
const MULTI_SLIDE = BY_COUNT.find((type) => photosOf(type).length > PHOTOS_PER_SLIDE);
/** A type with three photos or more: the lightbox moves forward, back and round. */
const BROWSABLE = BY_COUNT.find((type) => photosOf(type).length >= 3);
const nameOf = (type: GalleryType) => KIND_NAMES.get(type)!;

const filterRow = (page: Page) => page.getByRole("group", { name: "Filter projects" });
const filterButton = (page: Page, name: string | RegExp) => filterRow(page).getByRole("button", { name });
const carousel = (page: Page, name: string) => page.getByRole("region", { name: `${name} photos`, exact: true });
const photoNames = (page: Page, name: string) =>
  carousel(page, name)
    .locator("button[data-photo-index]")
    // A photo's name: its picture's alt text, or the hidden text of a tile whose picture is not loaded yet.
    .evaluateAll((buttons) =>
      buttons.map((b) => b.querySelector("img")?.alt ?? b.querySelector(".sr-only")?.textContent ?? ""),
    );
const lightbox = (page: Page) => page.getByRole("dialog", { name: "Project photo viewer" });

async function gotoGallery(page: Page, path: string) {
  await page.goto(path);
  await firstInteraction(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await islandReady(page, "ProjectsSection");
}

/** The pressed filter and the carousel for it, starting on its first slide. */
async function expectChosen(page: Page, type: GalleryType | "all") {
  const name = type === "all" ? "All Projects" : nameOf(type);
  const count = type === "all" ? galleryImages.length : photosOf(type).length;
  const slides = Math.ceil(count / PHOTOS_PER_SLIDE);
  const pressed = filterRow(page).locator('button[aria-pressed="true"]');
  await expect(pressed).toHaveCount(1);
  await expect(pressed).toHaveText(type === "all" ? "All Projects" : `${name} (${count})`);
  const region = carousel(page, name);
  await expect(region).toBeVisible();
  if (slides <= 1) {
    // Photos that fit on one slide are just their grid: no counter, slides, bullets or arrows.
    await expect(region.getByText(/^Slide \d+ of \d+$/)).toHaveCount(0);
    await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(0);
    await expect(region.getByRole("button", { name: /^(Previous|Next) slide$|slideshow$|^Go to slide/ })).toHaveCount(
      0,
    );
    await expect(region.locator("button[data-photo-index]")).toHaveCount(count);
    return region;
  }
  await expect(region.getByText(/^Slide \d+ of \d+$/)).toHaveText(`Slide 1 of ${slides}`);
  await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(slides);
  await expect(region.getByRole("group", { name: "Choose a slide" }).getByRole("button")).toHaveCount(slides);
  return region;
}

// Seven filter states of up to hundreds of photos each, on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("gallery filters", () => {
  test("'All Projects' first and pressed, then one button per type with its count", async ({ page }) => {
    const errors = collectErrors(page);
    await gotoGallery(page, "/gallery");
    await expect(filterRow(page).getByRole("button")).toHaveText([
      "All Projects",
      ...TYPES.map((type) => `${nameOf(type)} (${photosOf(type).length})`),
    ]);
    await expectChosen(page, "all");
    // Every photo is of some type, and the counts add up to the whole gallery.
    expect(GALLERY_TYPES.reduce((sum, type) => sum + photosOf(type).length, 0)).toBe(galleryImages.length);
    expect(errors).toEqual([]);
  });

  test("each type button shows only that type's photos, as many as it says, from the first slide", async ({ page }) => {
    const errors = collectErrors(page);
    await gotoGallery(page, "/gallery");
    for (const type of [...TYPES, "all" as const]) {
      const name = type === "all" ? "All Projects" : nameOf(type);
      await filterButton(page, type === "all" ? "All Projects" : new RegExp(`^${name} \\(\\d+\\)$`)).click();
      await expectChosen(page, type);
      const expected = type === "all" ? galleryImages.map((photo) => photo.alt) : photosOf(type);
      expect(await photoNames(page, name), `photos under ${name}`).toEqual(expected);
      await expect(page).toHaveURL(type === "all" ? /\/gallery$/ : `/gallery?type=${type}`);
    }
    expect(errors).toEqual([]);
  });

  test("?type= chooses the filter; choosing updates the address; Back, Forward and reload restore it", async ({
    page,
  }) => {
    test.skip(TYPES.length < 2, "fewer than two types of work hold photos in the content in use");
    const [from, to] = [TYPES[0]!, TYPES.at(-1)!];
    const toButton = new RegExp(`^${nameOf(to)} \\(`);
    const toAddress = `/gallery?type=${to}`;
    await gotoGallery(page, `/gallery?type=${from}`);
    await expectChosen(page, from);
    await filterButton(page, toButton).click();
    await expect(page).toHaveURL(toAddress);
    await expectChosen(page, to);
    await filterButton(page, "All Projects").click();
    await expect(page).toHaveURL("/gallery");
    await expectChosen(page, "all");

    await page.goBack();
    await expect(page).toHaveURL(toAddress);
    await expectChosen(page, to);
    await page.goBack();
    await expect(page).toHaveURL(`/gallery?type=${from}`);
    await expectChosen(page, from);
    await page.goForward();
    await expectChosen(page, to);
    await page.reload();
    await islandReady(page, "ProjectsSection");
    await expectChosen(page, to);

    // An address naming no type shows every photo.
    await gotoGallery(page, "/gallery?type=plastic");
    await expectChosen(page, "all");
  });

  test("the lightbox moves through the chosen photos only", async ({ page }) => {
    const errors = collectErrors(page);
    test.skip(!BROWSABLE, "no type of work holds three photos in the content in use");
    const type = BROWSABLE!;
    await gotoGallery(page, `/gallery?type=${type}`);
    const photos = photosOf(type);
    const region = await expectChosen(page, type);
    const second = region.getByRole("button", { name: photos[1], exact: true });
    await second.click();
    const dialog = lightbox(page);
    await expect(dialog.getByText(`2 of ${photos.length}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("img", { name: photos[1], exact: true })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("img", { name: photos[2], exact: true })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(`1 of ${photos.length}`, { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(`${photos.length} of ${photos.length}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("img", { name: photos.at(-1), exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("arrows, bullets, autoplay and pause work on the chosen photos", async ({ page }) => {
    // The type with the most photos: its carousel has the most slides to move through.
    test.skip(!MULTI_SLIDE, "no type of work fills two slides in the content in use");
    const type = BY_COUNT[0]!;
    const count = photosOf(type).length;
    const slides = Math.ceil(count / PHOTOS_PER_SLIDE);
    const slide = (n: number) => `Slide ${((n - 1) % slides) + 1} of ${slides}`;
    await page.clock.install();
    await gotoGallery(page, `/gallery?type=${type}`);
    const region = await expectChosen(page, type);
    const status = region.getByText(/^Slide \d+ of \d+$/);
    await region.scrollIntoViewIfNeeded();
    await expect(status).toHaveText(slide(2), { timeout: 8000 }); // autoplay
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(status).toHaveText(slide(3));
    await region.getByRole("button", { name: "Previous slide" }).click();
    await region.getByRole("button", { name: "Previous slide" }).click();
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect(status).toHaveText(slide(slides)); // loops within the set
    await region.getByRole("button", { name: "Pause slideshow" }).click();
    await region.getByRole("button", { name: `Go to slide ${slides}`, exact: true }).click();
    await expect(status).toHaveText(slide(slides));
    // The last slide holds the rest of the type's photos, and only those.
    const last = region
      .getByRole("group", { name: `${slides} of ${slides}`, exact: true })
      .locator("button[data-photo-index]");
    await expect(last).toHaveCount(count - (slides - 1) * PHOTOS_PER_SLIDE);
    // Paused: longer than an autoplay step on the page's clock, every timer in it fired, moves nothing.
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 500);
    await expect(status).toHaveText(slide(slides));
  });

  test("keyboard: Tab reaches each filter, Enter and Space choose it", async ({ page }) => {
    test.skip(TYPES.length < 2, "fewer than two types of work hold photos in the content in use");
    const [first, second] = [TYPES[0]!, TYPES[1]!];
    const button = (type: GalleryType) => filterButton(page, new RegExp(`^${nameOf(type)} \\(`));
    await gotoGallery(page, "/gallery");
    await filterButton(page, "All Projects").focus();
    await page.keyboard.press("Tab");
    await expect(button(first)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectChosen(page, first);
    await page.keyboard.press("Tab");
    await expect(button(second)).toBeFocused();
    await page.keyboard.press("Space");
    await expectChosen(page, second);
    await expect(button(second)).toBeFocused();
  });

  for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    test(`/gallery?type=… at ${viewport.width} px fetches that type's thumbnails only: at most one slide at first, its first two slides once scrolled to`, async ({
      page,
    }) => {
      test.skip(!MULTI_SLIDE, "no type of work fills two slides in the content in use");
      const type = MULTI_SLIDE!;
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(viewport);
      const typeBases = galleryImages.filter((photo) => photo.type === type).map((photo) => photo.image.base);
      const thumbnails: string[] = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith("/img/gallery-")) thumbnails.push(path);
      });
      const notOfType = () => thumbnails.filter((path) => !typeBases.some((base) => path.startsWith(`/img/${base}-`)));
      await page.goto(`/gallery?type=${type}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(1000);
      expect(thumbnails.length).toBeLessThanOrEqual(PHOTOS_PER_SLIDE);
      expect(notOfType()).toEqual([]);

      // Scrolling down as a visitor does: the browser must not fetch the prerendered 'All Projects'
      // slide on the way (the island chooses the filter before the pictures come near).
      // Until the island runs, the carousel is the prerendered 'All Projects' one.
      const region = page.locator('[data-island="ProjectsSection"] [aria-roledescription="carousel"]');
      // Each wheel step waits for the page to have scrolled, so queued steps cannot carry it past. The
      // island swaps the carousel while the page scrolls: a carousel just taken out of the page has no
      // box (all zero) and does not count as reached.
      const reached = () => region.evaluate((el) => el.isConnected && el.getBoundingClientRect().top < 200);
      for (let step = 0; step < 60 && !(await reached()); step++) {
        const scrolledTo = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 150);
        await page.waitForFunction((before) => window.scrollY > before, scrolledTo);
      }
      await expect(carousel(page, nameOf(type))).toBeInViewport();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      expect(thumbnails.length).toBeGreaterThanOrEqual(PHOTOS_PER_SLIDE);
      expect(thumbnails.length).toBeLessThanOrEqual(photosOf(type).length);
      expect(notOfType()).toEqual([]);
    });

    test(`no accessibility violations in any filter state at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      // Reduced motion: no slide moves while axe reads the page.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(viewport);
      await gotoGallery(page, "/gallery");
      for (const type of TYPES) {
        await filterButton(page, new RegExp(`^${nameOf(type)} \\(`)).click();
        await expectChosen(page, type);
        // Not mid-way through a button's hover colour change (transition-colors), which no visitor reads.
        await page.mouse.move(0, 0);
        await page.waitForTimeout(300);
        await expectNoAxeViolations(page, `gallery ${type} ${viewport.width}`);
      }
      // The lightbox, over the last filter chosen.
      const last = TYPES.at(-1) ?? "all";
      const lastName = last === "all" ? "All Projects" : nameOf(last);
      const lastPhotos = last === "all" ? galleryImages.map((photo) => photo.alt) : photosOf(last);
      await carousel(page, lastName).getByRole("button", { name: lastPhotos[0], exact: true }).click();
      await expect(lightbox(page)).toBeVisible();
      await expectNoAxeViolations(page, `gallery ${last} lightbox ${viewport.width}`);
    });
  }
});

test.describe("each offering's page links to its photos", () => {
  /** Each service with a page of its own (a description) and a link to its photos, and the link's words. */
  const LINKS = loadContent()
    .services.filter((service) => service.description)
    .flatMap((service) => (service.galleryLink ? [[service.galleryLink, service.id] as const] : []));
  // The link to follow: the last whose type holds photos; a link to a type without any shows every photo.
  const [chosenName, linkType] = [...LINKS].reverse().find(([, type]) => photosOf(type).length > 0) ?? LINKS.at(-1)!;
  const chosen: GalleryType | "all" = photosOf(linkType).length > 0 ? linkType : "all";

  test("each offering's page links to its filter, and the link lands on it", async ({ page }) => {
    for (const [name, type] of LINKS) {
      await page.goto(offeringPath(type));
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/gallery?type=${type}`,
      );
    }
    expect(LINKS.length).toBeGreaterThan(0);
    await page.goto(offeringPath(linkType));
    await page.getByRole("main").getByRole("link", { name: chosenName, exact: true }).click();
    await expect(page).toHaveURL(`/gallery?type=${linkType}`);
    await islandReady(page, "ProjectsSection");
    await expectChosen(page, chosen);
    expect(await photoNames(page, chosen === "all" ? "All Projects" : nameOf(chosen))).toEqual(
      chosen === "all" ? galleryImages.map((photo) => photo.alt) : photosOf(chosen),
    );
  });

  test("the links are in the built HTML, for visitors and crawlers without JavaScript", () => {
    expect(LINKS.length).toBeGreaterThan(0);
    for (const [name, type] of LINKS)
      expect(readFileSync(path.join(CLIENT_DIR, fileOf(offeringPath(type))), "utf8")).toMatch(
        new RegExp(`<a href="/gallery\\?type=${type}"[^>]*>${escapeRegExp(escapeHtml(name))}<`),
      );
  });
});

test.describe("gallery filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/gallery?type=metal shows every photo and only 'All Projects', pressed", async ({ page }) => {
    await page.goto("/gallery?type=metal");
    const visible = filterRow(page).getByRole("button");
    await expect(visible).toHaveText(["All Projects"]);
    await expect(visible).toHaveAttribute("aria-pressed", "true");
    await expect(carousel(page, "All Projects").locator("img")).toHaveCount(galleryImages.length);
  });
});

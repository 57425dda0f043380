// The gallery in this engine: the slideshow moves on its own and pauses, arrows and bullets move it,
// a photo opens the lightbox ("n of 200") where arrows and Escape work, and the type filters and
// ?type= show their photos. Photos that fit on one slide are just their grid, with no slide controls.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AUTOPLAY_DELAY_MS, PHOTOS_PER_SLIDE } from "../../app/components/gallery/PhotoCarousel";
import { loadContent } from "../../app/content/load";
import { galleryImages } from "../../app/generated/gallery";
import { openEngine, type EnginePage } from "./engine";
import { byText, expectNoErrors, gotoHydrated, islandReady, PATH, PHONE, until, WIDTHS } from "./steps";

/** The kinds of work the gallery filters by: the services offered, by their short names. */
const KIND_NAMES = new Map(loadContent().services.map((service) => [service.id, service.navLabel]));
const GALLERY_TYPES = [...KIND_NAMES.keys()];
const slidesFor = (count: number) => Math.ceil(count / PHOTOS_PER_SLIDE);
const ALL_SLIDES = slidesFor(galleryImages.length);
/**
 * Photos that fit on one slide are no carousel, just their grid (no arrows, bullets, counter or
 * autoplay): the slideshow tests need slides to move between, the single-slide test asserts the grid.
 */
const ONE_SLIDE = ALL_SLIDES < 2;
/** The arrows-and-bullets test goes to slide 3. */
const THREE_SLIDES = ALL_SLIDES >= 3;
/** The status line and the slide in the window for the first slide of `count` photos (none in a grid of one slide). */
const firstOf = (count: number) =>
  slidesFor(count) > 1
    ? { status: `Slide 1 of ${slidesFor(count)}`, shown: `1 of ${slidesFor(count)}` }
    : { status: null, shown: null };
/** A type with photos, not the first photo's, so choosing it changes what shows. */
const TYPE = GALLERY_TYPES.find(
  (type) => type !== galleryImages[0]?.type && galleryImages.some((p) => p.type === type),
)!;
const photosOf = (type: string) => galleryImages.filter((photo) => photo.type === type);

let page: EnginePage;
beforeAll(async () => {
  page = await openEngine();
}, 60_000);
afterAll(() => page?.close());

/** The carousel shown now: its name, its "Slide n of m" line, its photos, and the slide sitting in its window. */
const carousel = () =>
  page.evaluate(() => {
    // The photos' region: a carousel, or the plain grid of photos that fit on one slide.
    const region = [...document.querySelectorAll("[data-island=ProjectsSection] section[aria-label]")].find(
      (r) => r.checkVisibility() && r.querySelector("button[data-photo-index]"),
    );
    if (!region) return null;
    const window_ = region.querySelector(".overflow-hidden")?.getBoundingClientRect();
    const slides = [...region.querySelectorAll("[aria-roledescription=slide]")];
    const inWindow = slides
      .map((slide) => ({ name: slide.getAttribute("aria-label"), left: slide.getBoundingClientRect().left }))
      .sort((a, b) => Math.abs(a.left - (window_?.left ?? 0)) - Math.abs(b.left - (window_?.left ?? 0)))[0];
    return {
      name: region.getAttribute("aria-label"),
      status:
        [...region.querySelectorAll("p")]
          .map((p) => (p.textContent ?? "").trim())
          .find((text) => /^Slide \d+ of \d+$/.test(text)) ?? null,
      photos: [...region.querySelectorAll("button[data-photo-index]")].map(
        (b) => b.querySelector("img")?.alt ?? b.querySelector(".sr-only")?.textContent ?? "",
      ),
      shown: inWindow?.name ?? null,
    };
  });

/** The status line once it says slide n, and that slide in the window (Embla moves slides with transforms). */
async function expectSlide(n: number, of = ALL_SLIDES) {
  await until(async () => (await carousel())?.status, `Slide ${n} of ${of}`, `the carousel says slide ${n}`);
  await until(async () => (await carousel())?.shown, `${n} of ${of}`, `slide ${n} sits in the carousel's window`);
}

const control = (name: string) => byText(page, "[aria-roledescription=carousel] button", name);

async function openGallery(path = PATH.gallery) {
  await gotoHydrated(page, path);
  await islandReady(page, "ProjectsSection");
}

const lightbox = () =>
  page.evaluate(() => {
    const dialog = document.querySelector<HTMLDialogElement>("dialog[aria-label='Project photo viewer']");
    return {
      open: dialog?.open ?? false,
      count: dialog?.open ? (dialog.querySelector("p")?.textContent ?? "").replace(/\s+/g, " ").trim() : null,
      caption: dialog?.open ? (dialog.querySelector("figcaption")?.lastChild?.textContent ?? "").trim() : null,
    };
  });

for (const { width, height } of WIDTHS) {
  describe(`at ${width}x${height}`, () => {
    beforeAll(() => page.setViewport(width, height));

    // The slideshow's timer is the same at every width, and each run waits through two of its steps:
    // at the phone width only.
    if (width === PHONE.width) {
      test.skipIf(ONE_SLIDE)(
        "the slideshow moves on by itself, and Pause stops it",
        async () => {
          await openGallery();
          await expectSlide(1);
          await until(
            async () => (await carousel())?.status,
            `Slide 2 of ${ALL_SLIDES}`,
            "autoplay moves on",
            2 * AUTOPLAY_DELAY_MS + 1_000,
          );
          await page.click(await control("Pause slideshow"));
          await byText(page, "[aria-roledescription=carousel] button", "Play slideshow");
          const paused = (await carousel())?.status;
          await new Promise((resolve) => setTimeout(resolve, AUTOPLAY_DELAY_MS + 1_000));
          expect((await carousel())?.status, "paused: no slide change for longer than a step").toBe(paused);
          await expectNoErrors(page, `${PATH.gallery} autoplay`);
        },
        60_000,
      );
    }

    test.skipIf(!ONE_SLIDE)(
      "photos that fit on one slide are just their grid; a photo opens the lightbox, arrows loop round",
      async () => {
        await openGallery();
        const shown = await carousel();
        expect(shown).toMatchObject({ status: null, shown: null });
        expect(shown?.photos).toEqual(galleryImages.map((photo) => photo.alt));
        const controls = await page.evaluate(
          () => document.querySelectorAll("[data-island=ProjectsSection] button[aria-controls]").length,
        );
        expect(controls, "no arrows or bullets").toBe(0);
        const total = galleryImages.length;
        await page.evaluate((i) => {
          (document.querySelector(`button[data-photo-index="${i}"]`) as HTMLElement | null)?.focus();
        }, total - 1);
        await page.press("Enter");
        await until(
          lightbox,
          { open: true, count: `${total} of ${total}`, caption: galleryImages[total - 1]?.alt ?? null },
          "the last photo opens in the lightbox",
        );
        await page.press("ArrowRight");
        await until(
          lightbox,
          { open: true, count: `1 of ${total}`, caption: galleryImages[0]?.alt ?? null },
          "→ loops",
        );
        await page.press("Escape");
        await until(lightbox, { open: false, count: null, caption: null }, "Escape closes the lightbox");
        await expectNoErrors(page, `${PATH.gallery} one slide`);
      },
      60_000,
    );

    test.skipIf(!THREE_SLIDES)(
      "arrows and bullets move the carousel; a photo opens the lightbox, where arrows and Escape work",
      async () => {
        await openGallery();
        await page.click(await control("Pause slideshow"));
        await expectSlide(1);
        await page.click(await control("Next slide"));
        await expectSlide(2);
        await page.click(await control("Previous slide"));
        await expectSlide(1);
        await page.click(await control("Previous slide"));
        await expectSlide(ALL_SLIDES);
        await page.click(await control("Go to slide 3"));
        await expectSlide(3);

        const index = 2 * PHOTOS_PER_SLIDE + 2; // the third photo of slide 3
        // From the keyboard: the photo's own button, whatever the carousel's glide still moves (a
        // click by position in WebKit could land on its neighbour while the slide settles).
        await page.evaluate((i) => {
          const photo = document.querySelector(`[aria-roledescription=carousel] button[data-photo-index="${i}"]`);
          (photo as HTMLElement | null)?.focus();
        }, index);
        await page.press("Enter");
        const total = galleryImages.length;
        await until(
          lightbox,
          { open: true, count: `${index + 1} of ${total}`, caption: galleryImages[index]?.alt ?? null },
          "the photo opens in the lightbox",
        );
        await until(
          () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null),
          "Close",
          "focus on Close",
        );
        await page.press("ArrowRight");
        await until(
          lightbox,
          { open: true, count: `${index + 2} of ${total}`, caption: galleryImages[index + 1]?.alt ?? null },
          "→ next photo",
        );
        await page.press("ArrowLeft", "ArrowLeft");
        await until(
          lightbox,
          { open: true, count: `${index} of ${total}`, caption: galleryImages[index - 1]?.alt ?? null },
          "← twice",
        );
        await page.press("Escape");
        await until(lightbox, { open: false, count: null, caption: null }, "Escape closes the lightbox");
        await until(
          () => page.evaluate(() => document.activeElement?.getAttribute("data-photo-index") ?? null),
          String(index),
          "focus returns to the photo",
        );
        await expectNoErrors(page, `${PATH.gallery} carousel and lightbox`);
      },
      60_000,
    );

    test(`the ${KIND_NAMES.get(TYPE)} filter and ?type= show that type's photos`, async () => {
      await openGallery();
      const name = KIND_NAMES.get(TYPE);
      const expected = photosOf(TYPE).map((photo) => photo.alt);
      await page.click(await byText(page, "[aria-label='Filter projects'] button", `${name} (${expected.length})`));
      await until(async () => new URL(await page.url()).search, `?type=${TYPE}`, "the address names the type");
      await until(
        carousel,
        {
          name: `${name} photos`,
          ...firstOf(expected.length),
          photos: expected,
        },
        "only that type's photos show, from the first slide",
      );

      const other = GALLERY_TYPES.find((type) => type !== TYPE && photosOf(type).length > 0)!;
      await openGallery(`${PATH.gallery}?type=${other}`);
      const pressed = await page.evaluate(() =>
        [...document.querySelectorAll("[aria-label='Filter projects'] button[aria-pressed=true]")].map((b) =>
          (b.textContent ?? "").trim(),
        ),
      );
      expect(pressed).toEqual([`${KIND_NAMES.get(other)} (${photosOf(other).length})`]);
      expect((await carousel())?.photos).toEqual(photosOf(other).map((photo) => photo.alt));
      await expectNoErrors(page, `${PATH.gallery} filters`);
    }, 60_000);
  });
}

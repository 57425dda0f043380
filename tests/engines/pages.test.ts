// Every page of the build, and the 404 page, in this engine at phone and desktop widths: its heading,
// its islands hydrating as they come into view, no broken picture, nothing wider than the screen,
// no uncaught error.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openEngine, type EnginePage } from "./engine";
import { allIslandsReady, builtHeadings, expectNoErrors, gotoHydrated, PAGES, until, WIDTHS } from "./steps";

let page: EnginePage;
beforeAll(async () => {
  page = await openEngine();
}, 60_000);
afterAll(() => page?.close());

/**
 * Scrolls the page from top to bottom a screen at a time, as a reader would; at each stop, waits
 * for the pictures on screen to load (and calls atStop, if given), and returns broken pictures and
 * any sideways overflow.
 */
async function readThrough(page: EnginePage, atStop?: (stop: number) => Promise<void>) {
  const broken = new Set<string>();
  const overflow = new Set<string>();
  for (let stop = 0; stop < 60; stop++) {
    await until(
      () =>
        page.evaluate(
          () =>
            [...document.images].filter((img) => {
              const box = img.getBoundingClientRect();
              const onScreen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
              return onScreen && img.checkVisibility() && !img.complete;
            }).length,
        ),
      0,
      "pictures on screen finish loading",
      20_000,
    );
    await atStop?.(stop);
    const state = await page.evaluate(() => {
      const root = document.documentElement;
      return {
        broken: [...document.images]
          .filter((img) => img.complete && img.currentSrc !== "" && img.naturalWidth === 0)
          .map((img) => img.currentSrc),
        overflow: root.scrollWidth > root.clientWidth ? `${root.scrollWidth} > ${root.clientWidth} at ${scrollY}` : "",
        atEnd: scrollY + innerHeight >= root.scrollHeight - 2,
      };
    });
    state.broken.forEach((src) => broken.add(src));
    if (state.overflow) overflow.add(state.overflow);
    if (state.atEnd) return { broken: [...broken], overflow: [...overflow] };
    await page.evaluate(() => window.scrollBy({ top: innerHeight * 0.9, behavior: "instant" }));
  }
  const { y, height } = await page.evaluate(() => ({ y: scrollY, height: document.documentElement.scrollHeight }));
  throw new Error(`the end of the page not reached in 60 screens (at ${y} px of ${height})`);
}

for (const { width, height } of WIDTHS) {
  describe(`at ${width}x${height}`, () => {
    beforeAll(() => page.setViewport(width, height));

    for (const { urlPath, file } of PAGES) {
      test(`${urlPath} (${file}): heading, islands, pictures, width, errors`, async () => {
        await gotoHydrated(page, urlPath);
        // The heading the prerendered file holds: what every engine must show.
        const headings = await builtHeadings(page, file);
        expect(headings, `${file} has one h1`).toHaveLength(1);
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll("h1")].map((h) => ({
            text: (h.textContent ?? "").replace(/\s+/g, " ").trim(),
            visible: h.checkVisibility(),
          })),
        );
        expect(shown).toEqual([{ text: headings[0], visible: true }]);
        await allIslandsReady(page);
        // ENGINE_SCREENSHOTS=folder: a picture of every screen on the way down, once its fades have run.
        const folder = process.env.ENGINE_SCREENSHOTS;
        const shoot = folder
          ? async (stop: number) => {
              await new Promise((resolve) => setTimeout(resolve, 1_000));
              const name = `${page.engine}-${width}-${file.replace(/\W+/g, "_")}-${String(stop).padStart(2, "0")}.png`;
              await page.screenshot(path.join(folder, name));
            }
          : undefined;
        const { broken, overflow } = await readThrough(page, shoot);
        expect(broken, "broken pictures").toEqual([]);
        expect(overflow, "sideways scroll").toEqual([]);
        await expectNoErrors(page, urlPath);
      }, 120_000);
    }
  });
}

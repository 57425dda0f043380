// Every page of the build, and the 404 page, in this engine at phone and desktop widths: its heading,
// its islands hydrating as they come into view, no broken picture, nothing wider than the screen,
// no uncaught error.
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BUILT_PAGES, CLIENT_DIR, NOT_FOUND_PATHS } from "../e2e/built-pages";
import { openEngine, type EnginePage } from "./engine";
import { allIslandsReady, expectNoErrors, gotoHydrated, until, WIDTHS } from "./steps";

/** The heading the prerendered file holds: what every engine must show. */
function builtHeading(file: string) {
  const html = readFileSync(path.join(CLIENT_DIR, file), "utf8");
  const h1 = new JSDOM(html).window.document.querySelectorAll("h1");
  expect(h1.length, `${file} has one h1`).toBe(1);
  return (h1[0].textContent ?? "").replace(/\s+/g, " ").trim();
}

const PAGES = BUILT_PAGES.map(({ file, urlPath }) => ({ urlPath: urlPath ?? NOT_FOUND_PATHS[0], file }));

let page: EnginePage;
beforeAll(async () => {
  page = await openEngine();
}, 60_000);
afterAll(() => page?.close());

/**
 * Scrolls the page from top to bottom a screen at a time, as a reader would; at each stop, waits
 * for the pictures on screen to load, and returns broken pictures and any sideways overflow.
 */
async function readThrough(page: EnginePage) {
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
    if (state.atEnd) break;
    await page.evaluate(() => window.scrollBy(0, innerHeight * 0.9));
  }
  return { broken: [...broken], overflow: [...overflow] };
}

for (const { width, height } of WIDTHS) {
  describe(`at ${width}x${height}`, () => {
    beforeAll(() => page.setViewport(width, height));

    for (const { urlPath, file } of PAGES) {
      test(`${urlPath} (${file}): heading, islands, pictures, width, errors`, async () => {
        const heading = builtHeading(file);
        await gotoHydrated(page, urlPath);
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll("h1")].map((h) => ({
            text: (h.textContent ?? "").replace(/\s+/g, " ").trim(),
            visible: h.checkVisibility(),
          })),
        );
        expect(shown).toEqual([{ text: heading, visible: true }]);
        await allIslandsReady(page);
        const { broken, overflow } = await readThrough(page);
        expect(broken, "broken pictures").toEqual([]);
        expect(overflow, "sideways scroll").toEqual([]);
        if (process.env.ENGINE_SCREENSHOTS) {
          await page.evaluate(() => window.scrollTo(0, 0));
          const name = `${page.engine}-${width}-${file.replace(/\W+/g, "_")}.png`;
          await page.screenshot(path.join(process.env.ENGINE_SCREENSHOTS, name));
        }
        await expectNoErrors(page, urlPath);
      }, 120_000);
    }
  });
}

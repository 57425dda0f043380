// Every control of every page answers the visitor's first tap or Enter on a fresh load, in this
// engine (decision 0023): nothing has run before it but the inline starter, which the tap itself
// starts. WebKitGTK has no button commands, so there the phone menu opens through the starter; a
// control whose code is still on its way does what it says once it arrives. The list of controls is
// the Chromium spec's (tests/e2e/first-tap.ts), which also holds the code back on purpose.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FIRST_TAP_CONTROLS, type FirstTapControl } from "../e2e/first-tap";
import { openEngine, type EnginePage, type Handle } from "./engine";
import { expectNoErrors, PAGES, until, WIDTHS } from "./steps";

let page: EnginePage;
beforeAll(async () => {
  page = await openEngine();
}, 60_000);
afterAll(() => page?.close());

/** The control on the page now, or null. */
const findControl = (control: FirstTapControl): Promise<Handle | null> => page.find(control.find).catch(() => null);

/** The control's effect now. An effect that reads no element gets none: its control may be gone (Show map's). */
const effectOf = (control: FirstTapControl, element: Handle) =>
  control.effect.length === 0
    ? page.evaluate(control.effect as () => unknown)
    : page.evaluate(control.effect as (element: unknown) => unknown, element);

/** Keeps, in the page, every click from now on: where it landed, and whether the starter held it. Runs in the page. */
function recordClicks() {
  const w = window as unknown as { firstTapClicks?: string[] };
  w.firstTapClicks = [];
  addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      const island = target.closest?.("[data-island]") as HTMLElement | null;
      w.firstTapClicks?.push(
        `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ""} in ${island?.dataset.island ?? "no island"}` +
          ` (hydrated: ${island?.dataset.hydrated ?? "no"}, trusted: ${event.isTrusted})`,
      );
    },
    { capture: true },
  );
}

/**
 * What a tap that did nothing met, for the failure's message: the clicks the page saw, the click the
 * starter still holds, and whether the control is still in the page and its island hydrated. Runs in the page.
 */
function whatTheClickMet(element: unknown) {
  const control = element as Element;
  const w = window as unknown as { firstTapClicks?: string[]; islandsHeldClick?: Element };
  const island = control.closest("[data-island]") as HTMLElement | null;
  return {
    clicks: w.firstTapClicks ?? [],
    held: w.islandsHeldClick ? w.islandsHeldClick.outerHTML.slice(0, 80) : null,
    controlInPage: control.isConnected,
    island: island
      ? {
          name: island.dataset.island,
          hydrated: island.dataset.hydrated ?? null,
          failed: island.dataset.islandFailed ?? null,
        }
      : null,
    pageHydrated: document.documentElement.dataset.hydrated ?? null,
  };
}

// The suite must cover an engine without button commands (Safari 18 and earlier, Firefox ESR 140 are
// such): WebKitGTK 2.50 is one. Should it gain them, that engine must be tested another way.
test.runIf(process.env.ENGINE === "webkit")("WebKit here runs no button commands", async () => {
  await page.goto(PAGES[0]!.urlPath);
  const commands = await page.evaluate(() => "commandForElement" in HTMLButtonElement.prototype);
  expect(commands, "WebKit runs button commands").toBe(false);
});

/**
 * WebKitGTK under xvfb has, about once in five full CI runs, let one tap of this suite (an FAQ
 * question on /fences at 1280 px) do nothing, never reproduced on its own in 30 runs under load. Such a
 * test gets one more attempt there; its first failure still prints what the tap met (whatTheClickMet),
 * and a control that does nothing on its first tap fails both.
 */
const FIRST_TAP_TIMING = { timeout: 120_000, retry: process.env.ENGINE === "webkit" ? 1 : 0 };

for (const { width, height } of WIDTHS) {
  describe(`at ${width}x${height}`, () => {
    beforeAll(() => page.setViewport(width, height));

    for (const { urlPath } of PAGES) {
      test(`${urlPath}: each control does what it says on the first tap or Enter`, FIRST_TAP_TIMING, async () => {
        await page.goto(urlPath);
        const shown: FirstTapControl[] = [];
        for (const control of FIRST_TAP_CONTROLS) if (await findControl(control)) shown.push(control);
        expect(shown.length, `${urlPath}: controls found`).toBeGreaterThan(0);

        for (const control of shown) {
          await page.goto(urlPath);
          const element = (await findControl(control))!;
          expect(await effectOf(control, element), `${urlPath}: ${control.name} before`).not.toEqual(control.done);
          await page.evaluate(recordClicks);
          if (control.how === "tap") await page.click(element);
          else {
            await page.evaluate((el) => (el as unknown as HTMLElement).focus(), element);
            await page.press("Enter");
          }
          try {
            await until(
              () => effectOf(control, element),
              control.done,
              `${urlPath}: ${control.name} after one ${control.how}`,
            );
          } catch (error) {
            const seen = await page.evaluate(whatTheClickMet, element);
            // Printed as well as thrown: a retried attempt's error is not shown by the reporter.
            console.warn(
              `${urlPath} at ${width}px, ${control.name}: the tap did nothing. What it met: ${JSON.stringify(seen)}`,
            );
            throw new Error(`${String(error)}\nWhat the click met: ${JSON.stringify(seen)}`, { cause: error });
          }
          if (control.then) {
            await page.press(control.then.key);
            await until(
              () => effectOf(control, element),
              control.then.done,
              `${urlPath}: ${control.name}, then ${control.then.key}`,
            );
          }
          await expectNoErrors(page, `${urlPath} with ${control.name}`);
        }
      });
    }
  });
}

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

// The suite must cover an engine without button commands (Safari 18 and earlier, Firefox ESR 140 are
// such): WebKitGTK 2.50 is one. Should it gain them, that engine must be tested another way.
test.runIf(process.env.ENGINE === "webkit")("WebKit here runs no button commands", async () => {
  await page.goto(PAGES[0]!.urlPath);
  const commands = await page.evaluate(() => "commandForElement" in HTMLButtonElement.prototype);
  expect(commands, "WebKit runs button commands").toBe(false);
});

for (const { width, height } of WIDTHS) {
  describe(`at ${width}x${height}`, () => {
    beforeAll(() => page.setViewport(width, height));

    for (const { urlPath } of PAGES) {
      test(`${urlPath}: each control does what it says on the first tap or Enter`, async () => {
        await page.goto(urlPath);
        const shown: FirstTapControl[] = [];
        for (const control of FIRST_TAP_CONTROLS) if (await findControl(control)) shown.push(control);
        expect(shown.length, `${urlPath}: controls found`).toBeGreaterThan(0);

        for (const control of shown) {
          await page.goto(urlPath);
          const element = (await findControl(control))!;
          expect(await effectOf(control, element), `${urlPath}: ${control.name} before`).not.toEqual(control.done);
          if (control.how === "tap") await page.click(element);
          else {
            await page.evaluate((el) => (el as unknown as HTMLElement).focus(), element);
            await page.press("Enter");
          }
          await until(
            () => effectOf(control, element),
            control.done,
            `${urlPath}: ${control.name} after one ${control.how}`,
          );
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
      }, 120_000);
    }
  });
}

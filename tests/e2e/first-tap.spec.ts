import { expect, test, type ElementHandle, type Page } from "@playwright/test";
import { MAP_ORIGIN } from "../../app/lib/mapOrigin.mjs";
import { NOT_FOUND_PATHS } from "./built-pages";
import { FIRST_TAP_CONTROLS, type FirstTapControl } from "./first-tap";
import { collectErrors, DESKTOP_WIDTH, PAGES, PHONE_WIDTH } from "./helpers";

// Every control of every page answers the visitor's first tap or Enter on a fresh load (decision
// 0023): no script has run before it, and all of the page's script is held back until the tap has
// happened, as on a phone whose connection is slow, so the control's code always arrives after the
// tap. Firefox and WebKit go through the same list in tests/engines/first-tap.test.ts.

const SCRIPT = /\/assets\/[^/]+\.js$/;

/** Holds every script the page asks for until release() (the inline starter runs; nothing it loads arrives). */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The control on the page now, or null. */
async function findControl(page: Page, control: FirstTapControl) {
  const handle = await page.evaluateHandle(control.find);
  const element = handle.asElement();
  return element as ElementHandle<HTMLElement> | null;
}

const WIDTHS = { phone: PHONE_WIDTH, desktop: DESKTOP_WIDTH } as const;

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  test.describe(`first tap on a fresh page, ${widthName}`, () => {
    test.use({ viewport });

    for (const path of [...PAGES.map((p) => p.path), NOT_FOUND_PATHS[0]!]) {
      test(`${path}: each control does what it says on the first tap, its code still on its way`, async ({ page }) => {
        test.setTimeout(90_000);
        // The map's embed is another site's: answered here, so the test asks nothing of the network.
        await page.route(`${MAP_ORIGIN}/**`, (route) =>
          route.fulfill({ status: 200, body: "<p>map</p>", contentType: "text/html" }),
        );
        await page.goto(path);
        const shown: FirstTapControl[] = [];
        for (const control of FIRST_TAP_CONTROLS) if (await findControl(page, control)) shown.push(control);
        test.info().annotations.push({ type: "controls", description: shown.map((c) => c.name).join(", ") });

        for (const control of shown) {
          const errors = collectErrors(page);
          const release = await holdScripts(page);
          await page.goto(path, { waitUntil: "load" });
          const element = (await findControl(page, control))!;
          const before = await element.evaluate(control.effect);
          expect(before, `${path}: ${control.name} before the tap`).not.toEqual(control.done);
          if (control.how === "tap") await element.click();
          else {
            await element.focus();
            await page.keyboard.press("Enter");
          }
          release();
          await expect
            .poll(() => element.evaluate(control.effect), {
              message: `${path}: ${control.name} after one ${control.how}`,
            })
            .toEqual(control.done);
          if (control.then) {
            await page.keyboard.press(control.then.key);
            await expect
              .poll(() => element.evaluate(control.effect), {
                message: `${path}: ${control.name}, then ${control.then.key}`,
              })
              .toEqual(control.then.done);
          }
          await page.unroute(SCRIPT);
          // The 404 page's own status is the one error the browser reports there.
          const notFound = path === NOT_FOUND_PATHS[0] ? /status of 404/ : null;
          expect(
            errors.filter((error) => !notFound?.test(error)),
            `${path}: errors with ${control.name}`,
          ).toEqual([]);
        }
      });
    }
  });
}

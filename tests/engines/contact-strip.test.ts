// The project strip on /contact in this engine: both rows drift, and the pause control (a checkbox
// and its label, CSS :has()) stops them.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openEngine, type EnginePage } from "./engine";
import { byText, expectNoErrors, gotoHydrated, PATH, until, WIDTHS } from "./steps";

let page: EnginePage;
beforeAll(async () => {
  page = await openEngine();
}, 60_000);
afterAll(() => page?.close());

/** Where each row of the strip is now (its transform's horizontal offset), and the pause box. */
const strip = () =>
  page.evaluate(() => ({
    offsets: [...document.querySelectorAll(".strip-track")].map((track) =>
      Math.round(new DOMMatrixReadOnly(getComputedStyle(track).transform).m41 * 10),
    ),
    paused: (document.querySelector<HTMLInputElement>(".strip-pause")?.checked ?? null) as boolean | null,
  }));

const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

for (const { width, height } of WIDTHS) {
  describe(`at ${width}x${height}`, () => {
    beforeAll(() => page.setViewport(width, height));

    test("both rows drift until the pause control is chosen, then stay; choosing it again restarts them", async () => {
      await gotoHydrated(page, PATH.contact);
      await page.evaluate(() =>
        document.querySelector(".project-strip")?.scrollIntoView({ block: "center", behavior: "instant" }),
      );
      const before = await strip();
      expect(before.offsets).toHaveLength(2);
      await pause(1_000);
      const moving = await strip();
      expect(moving.offsets[0], "top row moves").not.toBe(before.offsets[0]);
      expect(moving.offsets[1], "bottom row moves").not.toBe(before.offsets[1]);

      const control = await byText(page, ".project-strip label", "Pause moving photos");
      await page.click(control);
      await until(async () => (await strip()).paused, true, "the pause box is checked");
      // The rows stop within a moment (WebKit's reported position may jump once as the paused
      // animation settles), then stay where they are.
      let stopped = await strip();
      for (let tries = 0; tries < 6; tries++) {
        await pause(400);
        const now = await strip();
        if (JSON.stringify(now.offsets) === JSON.stringify(stopped.offsets)) break;
        stopped = now;
      }
      await pause(1_000);
      expect((await strip()).offsets, "paused rows stay where they are").toEqual(stopped.offsets);

      await page.click(control);
      await until(async () => (await strip()).paused, false, "chosen again, the box clears");
      await pause(1_000);
      expect((await strip()).offsets[0], "the rows move again").not.toBe(stopped.offsets[0]);
      await expectNoErrors(page, `${PATH.contact} strip`);
    });
  });
}

// The price estimator on /fences in this engine: typing a length and choosing a material and height
// shows a range in the status region, a longer fence raises both ends, focus stays in the field, a
// length that is not a number gets its message by the field; "Request this estimate" puts the range
// into the page's estimate form and its mail draft.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadContent } from "../../app/content/load";
import { ballparkLine, estimate, fillIn, formatDollars, type EstimateInput } from "../../app/lib/estimate";
import { BALLPARK_LABEL } from "../../app/lib/requestDrafts";
import { openEngine, type EnginePage } from "./engine";
import { expectNoErrors, field, gotoHydrated, PATH, readDraft, until, WIDTHS } from "./steps";

/** The content the site was built from: the owner's prices and words. */
const { prices, estimator: texts, pages } = loadContent();
const FIRST = prices.materials[0];

let page: EnginePage;
beforeAll(async () => {
  page = await openEngine();
}, 60_000);
afterAll(() => page?.close());

/** The control of the price section labelled label. */
const control = (label: string) =>
  page.find(
    (text) =>
      [...(document.querySelector("section#price")?.querySelectorAll("label") ?? [])].find(
        (l) => (l.textContent ?? "").replace(/\s+/g, " ").trim() === text,
      )?.control ?? null,
    label,
  );

/** What the section's status region says, and the field that has focus. */
const shown = () =>
  page.evaluate(() => ({
    status: (document.querySelector("section#price [role=status]")?.textContent ?? "").replace(/\s+/g, " ").trim(),
    focused: document.activeElement?.getAttribute("name") ?? null,
  }));

const job = (lengthFeet: number): EstimateInput => ({
  lengthFeet,
  material: FIRST!,
  heightFeet: FIRST!.heights[0]!.feet,
  walkGates: 0,
  driveGates: 0,
  removal: false,
});

function rangeOf(input: EstimateInput) {
  const result = estimate(prices, input);
  if (result.kind !== "range") throw new Error("no range");
  return result.range;
}

const rangeText = (input: EstimateInput) => {
  const { low, high } = rangeOf(input);
  return fillIn(texts.result, { low: formatDollars(low), high: formatDollars(high) });
};

/** Length 150, the first material at its first height, as a visitor types and picks them. */
async function fillIn150() {
  await page.type(await control(texts.lengthLabel), "150");
  await page.choose(await control(texts.materialLabel), FIRST!.name);
  if (FIRST!.heights.length > 1) await page.choose(await control(texts.heightLabel), `${FIRST!.heights[0]!.feet} ft`);
}

describe.runIf(FIRST !== undefined)("the price estimator", () => {
  for (const { width, height } of WIDTHS) {
    describe(`at ${width}x${height}`, () => {
      beforeAll(() => page.setViewport(width, height));

      test("shows a range as the visitor types, a longer fence raises both ends, a mistake is named by its field", async () => {
        await gotoHydrated(page, PATH.services);
        expect((await shown()).status).toBe(texts.prompt);
        await fillIn150();
        await until(async () => (await shown()).status.startsWith(rangeText(job(150))), true, "the range for 150 ft");

        // One more digit: 1,500 ft. Typed into the length field, which keeps focus.
        await page.type(await control(texts.lengthLabel), "0");
        await until(
          async () => (await shown()).status.startsWith(rangeText(job(1500))),
          true,
          "the range for 1,500 ft",
        );
        expect((await shown()).focused).toBe("length");
        const [short, long] = [rangeOf(job(150)), rangeOf(job(1500))];
        expect(long.low).toBeGreaterThan(short.low);
        expect(long.high).toBeGreaterThan(short.high);

        await page.type(await control(texts.lengthLabel), "x");
        const marked = () =>
          page.evaluate(() => {
            const length = document.querySelector<HTMLInputElement>("section#price [name=length]");
            const described = (length?.getAttribute("aria-describedby") ?? "").split(" ");
            return {
              invalid: length?.getAttribute("aria-invalid") ?? null,
              value: length?.value ?? null,
              message: described.map((id) => document.getElementById(id)?.textContent ?? "").join(" "),
            };
          });
        await until(async () => (await marked()).invalid, "true", "the length is marked as refused");
        expect(await marked()).toMatchObject({ value: "1500x", message: expect.stringContaining(texts.lengthError) });
        expect((await shown()).status).toBe(texts.prompt);
        await expectNoErrors(page, PATH.services);
      });

      test("the first input on a freshly loaded page shows a range", async () => {
        // Nothing has run before the visitor's first field: the estimator takes over what was typed.
        await page.goto(PATH.services);
        await fillIn150();
        await until(async () => (await shown()).status.startsWith(rangeText(job(150))), true, "the range for 150 ft");
        await expectNoErrors(page, PATH.services);
      });

      test("'Request this estimate' puts the range into the estimate form and its mail draft", async () => {
        await gotoHydrated(page, PATH.services);
        await fillIn150();
        await until(async () => (await shown()).status.startsWith(rangeText(job(150))), true, "the range for 150 ft");
        const request = await page.find(
          (name) =>
            [...document.querySelectorAll("section#price button")].find((b) => b.textContent?.trim() === name) ?? null,
          texts.requestButton,
        );
        await page.click(request);
        const line = ballparkLine(prices, job(150), rangeOf(job(150)));
        await until(
          () => page.evaluate(() => document.activeElement?.getAttribute("name") ?? null),
          "name",
          "focus moves to the estimate form's first field",
        );
        await until(
          () =>
            page.evaluate(
              () => document.querySelector("form#fences-estimate [role=status]")?.textContent?.trim() ?? "",
            ),
          `${texts.requestNote} ${line}`,
          "the form shows the range it carries",
        );

        const form = pages.everyPage.estimateFormHeading;
        for (const [label, text] of Object.entries({
          Name: "Jane O'Brien",
          Phone: "(662) 555-0111",
          Email: "jane@example.org",
          Location: "Hernando",
        }))
          await page.type(await field(page, form, label), text);
        await page.click(await page.find(() => document.querySelector("form#fences-estimate [type=submit]")));
        await until(async () => (await page.mailDrafts()).length, 1, "one draft opens");
        const draft = readDraft((await page.mailDrafts())[0]);
        expect(draft.lines).toContain(`${BALLPARK_LABEL}: ${line}`);
      });
    });
  }
});

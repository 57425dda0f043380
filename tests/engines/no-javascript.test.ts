// Firefox with JavaScript off (javascript.enabled false): every page reads in full from its
// prerendered HTML, and the estimate and quote forms still post their draft to the mail app.
// (WebDriver offers no way to turn JavaScript off in WebKit: this file runs in Firefox only.)
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadContent } from "../../app/content/load";
import { galleryImages } from "../../app/generated/gallery";
import { ESTIMATE_SUBJECT, QUOTE_SUBJECT } from "../../app/lib/requestDrafts";
import { openEngine, runSettings, type EnginePage } from "./engine";
import { builtHeadings, PAGES, PATH, readDraft, until, WIDTHS } from "./steps";

/** The content the site was built from: expected texts follow the owner's edits. */
const site = loadContent();

let page: EnginePage;

describe.runIf(runSettings().engine === "firefox")("JavaScript off", () => {
  beforeAll(async () => {
    page = await openEngine({ javaScript: false });
  }, 60_000);
  afterAll(() => page?.close());

  for (const { width, height } of WIDTHS) {
    describe(`at ${width}x${height}`, () => {
      beforeAll(() => page.setViewport(width, height));

      for (const { urlPath, file } of PAGES) {
        test(`${urlPath} reads in full: heading, every section shown, nothing wider than the screen`, async () => {
          await page.goto(urlPath);
          const [heading] = await builtHeadings(page, file);
          const state = await page.evaluate(() => {
            const root = document.documentElement;
            // Scripts ran nowhere: no island hydrated.
            const hydrated = root.dataset.hydrated ?? null;
            const h1 = document.querySelector("h1");
            // Parts that fade in as they come into view with scripts: fully shown without.
            const faded = [...document.querySelectorAll(".reveal, .hero-enter")].filter(
              (el) => getComputedStyle(el).opacity !== "1",
            ).length;
            const hiddenSections = [...document.querySelectorAll("main section")].filter(
              (s) => !s.checkVisibility(),
            ).length;
            return {
              hydrated,
              h1: h1 && h1.checkVisibility() ? (h1.textContent ?? "").replace(/\s+/g, " ").trim() : null,
              faded,
              hiddenSections,
              overflow: root.scrollWidth > root.clientWidth,
            };
          });
          expect(state).toEqual({ hydrated: null, h1: heading, faded: 0, hiddenSections: 0, overflow: false });
        });
      }

      test(`${PATH.services} shows every answer; ${PATH.gallery} every photo, to scroll through`, async () => {
        await page.goto(PATH.services);
        const answers = await page.evaluate(() =>
          [...document.querySelectorAll(".faq [id$='-a']")].map((panel) =>
            panel.checkVisibility() ? (panel.textContent ?? "").replace(/\s+/g, " ").trim() : "(hidden)",
          ),
        );
        expect(answers).toEqual(site.faq.map((item) => item.answer.replace(/\s+/g, " ").trim()));

        await page.goto(PATH.gallery);
        const gallery = await page.evaluate(() => {
          const region = document.querySelector("[aria-roledescription=carousel]");
          const scroller = region?.querySelector(".overflow-hidden");
          return {
            photos: region?.querySelectorAll("img").length ?? 0,
            scrolls: scroller ? scroller.scrollWidth > scroller.clientWidth : false,
            arrows: [...(region?.querySelectorAll("button[aria-label$=slide]") ?? [])].filter((b) =>
              b.checkVisibility(),
            ).length,
          };
        });
        expect(gallery).toEqual({ photos: galleryImages.length, scrolls: true, arrows: 0 });
      });
    });
  }

  /** Types into the field labelled label (its label's text starts so) of the form holding a control named field. */
  async function fill(formField: string, entries: Record<string, string>) {
    for (const [label, text] of Object.entries(entries)) {
      const control = await page.find(
        (name, start) =>
          [...(document.querySelector(`form:has([name="${name}"])`)?.querySelectorAll("label") ?? [])].find((l) =>
            (l.textContent ?? "").replace(/\s+/g, " ").trim().startsWith(start),
          )?.control ?? null,
        formField,
        label,
      );
      await page.type(control, text);
    }
  }

  const send = async (formField: string) =>
    page.click(
      await page.find((name) => document.querySelector(`form:has([name="${name}"]) [type=submit]`), formField),
    );

  const FORMS: {
    path: string;
    field: string;
    subject: string;
    typed: Record<string, string>;
    last: [string, string];
  }[] = [
    {
      path: PATH.home,
      field: "location",
      subject: ESTIMATE_SUBJECT,
      typed: { Name: "Jane O'Brien", Phone: "(662) 555-0111", Email: "jane@example.org" },
      last: ["Location", "Horn Lake & Memphis?"],
    },
    {
      path: PATH.contact,
      field: "message",
      subject: QUOTE_SUBJECT,
      typed: {
        "First Name": "Jane",
        "Last Name": "O'Brien",
        Email: "jane@example.org",
        Phone: "662-555-0111",
        "Street Address": "12 Oak St #4",
        "ZIP Code": "38671",
        Message: "Gate & fence? 100%",
      },
      last: ["City", "Southaven"],
    },
  ];
  for (const form of FORMS) {
    test(`the form on ${form.path} refuses an empty required field, then posts its draft to the mail app`, async () => {
      await page.setViewport(390, 844);
      await page.goto(form.path);
      await fill(form.field, form.typed);
      await send(form.field);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.mailDrafts(), `no draft with ${form.last[0]} empty`).toEqual([]);

      await fill(form.field, { [form.last[0]]: form.last[1] });
      await send(form.field);
      await until(async () => (await page.mailDrafts()).length, 1, "one draft opens");
      const draft = readDraft((await page.mailDrafts())[0]);
      expect(draft.to).toBe(site.contact.email);
      expect(draft.subject).toBe(form.subject);
      const body = draft.lines.join("\n");
      for (const text of [...Object.values(form.typed), form.last[1]]) expect(body).toContain(text);
    });
  }
});

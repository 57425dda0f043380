// The estimate form (home) and the quote form (/contact) in this engine: a required field left empty
// stops the draft; filled in, the page hands the mail app a draft whose subject and body are what the
// visitor typed, clears the fields and shows the confirmation, which keeps the request: the same draft
// in Gmail and Outlook on the web, and Copy request.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadContent } from "../../app/content/load";
import { ESTIMATE_SUBJECT, NOT_GIVEN, QUOTE_SUBJECT } from "../../app/lib/requestDrafts";
import { openEngine, type EnginePage } from "./engine";
import { byText, expectNoErrors, gotoHydrated, PATH, readDraft, until, WIDTHS } from "./steps";

/** The content the site was built from: expected texts follow the owner's edits. */
const site = loadContent();

let page: EnginePage;
beforeAll(async () => {
  page = await openEngine();
}, 60_000);
afterAll(() => page?.close());

/** The form holding a control named field (the estimate form: "location"; the quote form: "message"). */
const formWith = (field: string) => `form:has([name="${field}"])`;

/** The control of the form labelled label (its label's text starts so). */
function control(form: string, label: string) {
  return page.find(
    (formCss, text) =>
      [...(document.querySelector(formCss)?.querySelectorAll("label") ?? [])].find((l) =>
        (l.textContent ?? "").replace(/\s+/g, " ").trim().startsWith(text),
      )?.control ?? null,
    form,
    label,
  );
}

/** The text of an option of a select (the first after "Choose one" unless nth says otherwise). */
function optionText(form: string, label: string, nth = 1) {
  return page.evaluate(
    (formCss, text, n) => {
      const select = [...(document.querySelector(formCss)?.querySelectorAll("label") ?? [])].find((l) =>
        (l.textContent ?? "").trim().startsWith(text),
      )?.control as HTMLSelectElement | undefined;
      return select?.options[n]?.text ?? "";
    },
    form,
    label,
    nth,
  );
}

const values = (form: string) =>
  page.evaluate(
    (formCss) =>
      [...(document.querySelector(formCss)?.querySelectorAll("input, select, textarea") ?? [])].map((el) => [
        (el as HTMLInputElement).name,
        (el as HTMLInputElement).value,
      ]),
    form,
  );

/** The confirmation shown after the draft: its text and the phone link in it. */
const confirmation = (form: string) =>
  page.evaluate((formCss) => {
    const status = document.querySelector(formCss)?.parentElement?.querySelector("[role=status]");
    return {
      text: (status?.textContent ?? "").replace(/\s+/g, " ").trim(),
      visible: status?.checkVisibility() ?? false,
      tel: status?.querySelector("a[href^='tel:']")?.getAttribute("href") ?? null,
    };
  }, form);

/**
 * The request kept in the confirmation: what its Gmail and Outlook links carry (recipient, subject,
 * body), that the page asked no other site for anything before a click, and that Copy request copied.
 */
async function expectRequestKept(form: string, draft: ReturnType<typeof readDraft>) {
  const kept = await page.evaluate((formCss) => {
    const status = document.querySelector(formCss)?.parentElement?.querySelector("[role=status]");
    const link = (name: string) =>
      [...(status?.querySelectorAll("a") ?? [])].find((a) => a.textContent?.trim() === name)?.href ?? "";
    const otherSites = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin !== location.origin);
    return { gmail: link("Open in Gmail"), outlook: link("Open in Outlook"), otherSites };
  }, form);
  const body = draft.lines.join("\r\n");
  for (const [name, href, subjectKey] of [
    ["Gmail", kept.gmail, "su"],
    ["Outlook", kept.outlook, "subject"],
  ] as const) {
    const url = new URL(href);
    expect([url.searchParams.get("to"), url.searchParams.get(subjectKey), url.searchParams.get("body")], name).toEqual([
      draft.to,
      draft.subject,
      body,
    ]);
  }
  expect(kept.otherSites, "no other site asked before a click").toEqual([]);
  await page.click(await byText(page, "[role=status] button", "Copy request"));
  const said = () =>
    page.evaluate(
      (formCss) =>
        document.querySelector(formCss)?.parentElement?.querySelector("[role=status] li [aria-live]")?.textContent ??
        "",
      form,
    );
  let result = await said();
  for (let tries = 0; tries < 20 && result === ""; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    result = await said();
  }
  expect(result, "Copy request").toBe("Copied.");
}

/** Submits with the form's own button, as a visitor would. */
async function send(form: string) {
  await page.click(await page.find((css) => document.querySelector(`${css} [type=submit]`), form));
}

async function expectBlocked(form: string, emptyLabel: string, emptyName: string) {
  await send(form);
  const state = await page.evaluate(
    (formCss, name) => {
      const el = document.querySelector(formCss)?.querySelector(`[name="${name}"]`) as HTMLInputElement | null;
      return {
        valueMissing: el?.validity.valueMissing ?? null,
        invalid: document.querySelector(formCss)?.matches(":invalid"),
      };
    },
    form,
    emptyName,
  );
  expect(state, `${emptyLabel} left empty`).toEqual({ valueMissing: true, invalid: true });
  // The engine's own message stays under the field, and the field says it is invalid.
  const marked = () =>
    page.evaluate(
      (formCss, name) => {
        const el = document.querySelector(formCss)?.querySelector(`[name="${name}"]`) as HTMLInputElement | null;
        const shown = el && document.getElementById(`${el.id}-error`)?.textContent;
        return {
          invalid: el?.getAttribute("aria-invalid") ?? null,
          message: shown === el?.validationMessage && !!shown,
        };
      },
      form,
      emptyName,
    );
  let mark = await marked();
  for (let tries = 0; tries < 20 && mark.invalid !== "true"; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mark = await marked();
  }
  expect(mark, `${emptyLabel}: its message under it`).toEqual({ invalid: "true", message: true });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await page.mailDrafts(), "no draft with a required field empty").toEqual([]);
  expect((await confirmation(form)).text, "no confirmation yet").toBe("");
}

for (const { width, height } of WIDTHS) {
  describe(`at ${width}x${height}`, () => {
    beforeAll(() => page.setViewport(width, height));

    test(`estimate form on ${PATH.home}: refuses an empty Location, then opens the draft, clears and confirms`, async () => {
      const form = formWith("location");
      await gotoHydrated(page, PATH.home);
      const typed = { Name: "Jane O'Brien", Phone: "(662) 555-0111", Email: "jane@example.org" };
      for (const [label, text] of Object.entries(typed)) await page.type(await control(form, label), text);
      const property = await optionText(form, "Property Type");
      const service = site.services.at(-1)!.title;
      await page.choose(await control(form, "Property Type"), property);
      await page.choose(await control(form, "Service Needed"), service);

      await expectBlocked(form, "Location", "location");
      expect(await values(form)).toContainEqual(["name", typed.Name]);

      const location = "Horn Lake & Memphis?";
      await page.type(await control(form, "Location"), location);
      await send(form);
      await until(async () => (await page.mailDrafts()).length, 1, "one draft opens");
      const draft = readDraft((await page.mailDrafts())[0]);
      expect(draft.to).toBe(site.contact.email);
      expect(draft.keys).toEqual(["subject", "body"]);
      expect(draft.subject).toBe(ESTIMATE_SUBJECT);
      for (const [label, text] of Object.entries({ ...typed, Location: location })) {
        expect(draft.lines).toContain(`${label}: ${text}`);
      }
      expect(draft.lines).toContain(`Property Type: ${property}`);
      expect(draft.lines).toContain(`Service Needed: ${service}`);
      // Its last line says where it was sent from (app/components/forms/provenance.ts).
      expect(draft.lines.at(-1)).toBe(`Sent from ${PATH.home}`);

      await until(
        async () => (await values(form)).filter(([, value]) => value !== ""),
        [],
        "every field clears after the draft",
      );
      const shown = await confirmation(form);
      expect(shown.visible).toBe(true);
      expect(shown.text).toContain(site.contact.email);
      expect(shown.text).toContain(site.contact.phone.display);
      expect(shown.tel).toBe(`tel:${site.contact.phone.tel}`);
      await expectRequestKept(form, draft);
      await expectNoErrors(page, `${PATH.home} estimate form`);
    });

    test(`quote form on ${PATH.contact}: refuses an empty City, then opens the draft, clears and confirms`, async () => {
      const form = formWith("message");
      await gotoHydrated(page, PATH.contact);
      const typed = {
        "First Name": "Jane",
        "Last Name": "O'Brien",
        Email: "jane@example.org",
        Phone: "662-555-0111",
        "Street Address": "12 Oak St #4",
        "ZIP Code": "38671",
      };
      for (const [label, text] of Object.entries(typed)) await page.type(await control(form, label), text);
      const message = "Gate & fence? 100% + quotes";
      await page.type(await control(form, "Message"), message);
      const state = await page.evaluate(
        (css) => (document.querySelector(css)?.querySelector("[name=state]") as HTMLSelectElement | null)?.value,
        form,
      );

      await expectBlocked(form, "City", "city");
      expect(await values(form)).toContainEqual(["message", message]);

      await page.type(await control(form, "City"), "Southaven");
      await send(form);
      await until(async () => (await page.mailDrafts()).length, 1, "one draft opens");
      const draft = readDraft((await page.mailDrafts())[0]);
      expect(draft.to).toBe(site.contact.email);
      expect(draft.keys).toEqual(["subject", "body"]);
      expect(draft.subject).toBe(QUOTE_SUBJECT);
      for (const [label, text] of Object.entries({ ...typed, City: "Southaven", State: state })) {
        expect(draft.lines).toContain(`${label}: ${text}`);
      }
      expect(draft.lines).toContain(`Address Line 2: ${NOT_GIVEN}`);
      expect(draft.lines.slice(draft.lines.indexOf("Message:") + 1)[0]).toBe(message);
      expect(draft.lines.at(-1)).toBe(`Sent from ${PATH.contact}`);

      await until(
        async () => (await values(form)).filter(([name, value]) => name !== "state" && value !== ""),
        [],
        "the fields clear after the draft",
      );
      const shown = await confirmation(form);
      expect(shown.visible).toBe(true);
      expect(shown.text).toContain(site.contact.email);
      expect(shown.tel).toBe(`tel:${site.contact.phone.tel}`);
      await expectRequestKept(form, draft);
      await expectNoErrors(page, `${PATH.contact} quote form`);
    });
  });
}

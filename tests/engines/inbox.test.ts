// The visitor's part of the site's own request inbox on Cloudflare (decision 0029) in this engine: the
// build with forms.inbox on, served by Cloudflare's runtime with the repository's Worker and a local
// D1 database (ENGINES_HOST=workers; npm run test:inbox runs it so). The quote form on /contact and
// the estimate form on /fences send to the Worker: the page says the request was sent (the content's
// pages.thankYou.sentText), hands no draft to the mail app and clears the fields. A post the Worker
// refuses (the spam trap filled, a field over its limit, both set by script as a robot would) opens
// the mail draft with everything typed instead. The Worker's own checks, and that a request is
// stored: tests/e2e/cloudflare-inbox.spec.ts. Then the owner's side in this engine: the editor's
// Requests view shows where the request came from and, once it is marked answered, Ask for a review's
// sms: and mailto: links with the owner's words and review link (decision 0031).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadContent } from "../../app/content/load";
import { ESTIMATE_FIELDS, HONEYPOT_FIELD, MIN_FILL_MS } from "../../app/components/forms/limits";
import { ESTIMATE_SUBJECT, QUOTE_SUBJECT } from "../../app/lib/requestDrafts";
import { ADMIN_PATH } from "../../app/httpHeaders.mjs";
import { openEngine, runSettings, type EnginePage } from "./engine";
import { expectNoErrors, field, gotoHydrated, PATH, readDraft, until, WIDTHS } from "./steps";

/** The content the site was built from (CONTENT_DIR: the inbox run's copy, with forms.inbox on). */
const site = loadContent();
const { sentText } = site.pages.thankYou;

/** The two forms, by the form name they post (form-name, which the inbox reads) and the name a visitor reads. */
const QUOTE = { css: 'form[name="quote"]', name: site.pages.contact.formHeading, path: PATH.contact };
const ESTIMATE = { css: 'form[name="estimate"]', name: site.pages.everyPage.estimateFormHeading, path: PATH.services };
type Form = typeof QUOTE;

let page: EnginePage;

/** Types each value into the form's field whose label starts with its key, as a visitor would. */
async function fill(form: Form, typed: Record<string, string>) {
  for (const [label, text] of Object.entries(typed)) await page.type(await field(page, form.name, label), text);
}

/**
 * Sends with the form's own button, once the page has been open long enough for the inbox to take
 * the form as filled by a person (MIN_FILL_MS: typing is quicker than a person here).
 */
async function send(form: Form) {
  await until(
    () => page.evaluate((ms) => performance.now() > ms, MIN_FILL_MS + 100),
    true,
    "open as long as a person takes",
  );
  await page.click(await page.find((css) => document.querySelector(`${css} [type=submit]`), form.css));
}

/** What the status region under the form says (not the estimate form's own, for a price estimate, inside it). */
const status = (form: Form) =>
  page.evaluate(
    (css) =>
      (document.querySelector(css)?.parentElement?.querySelector(":scope > [role=status]")?.textContent ?? "")
        .replace(/\s+/g, " ")
        .trim(),
    form.css,
  );

/** The fields a visitor fills that still hold something (the State choice keeps its default). */
const filled = (form: Form) =>
  page.evaluate(
    (css) =>
      [...(document.querySelector(css)?.querySelectorAll("input:not([type=hidden]), select, textarea") ?? [])]
        .map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value])
        .filter(([name, value]) => name !== "state" && value !== ""),
    form.css,
  );

/** Sets a field's value from the page's script, past the form's own checks (as a robot posts). */
const setByScript = (form: Form, name: string, value: string) =>
  page.evaluate(
    (css, fieldName, text) => {
      const el = document.querySelector(css)?.querySelector(`[name="${fieldName}"]`) as HTMLInputElement | null;
      if (!el) throw new Error(`no field ${fieldName}`);
      el.value = text;
    },
    form.css,
    name,
    value,
  );

/** The inbox took the request: the sent confirmation, no mail draft, every field cleared. */
async function expectSent(form: Form) {
  await until(async () => (await status(form)).includes(sentText), true, `"${sentText}" shows`, 20_000);
  expect(await page.mailDrafts(), "no mail draft").toEqual([]);
  await until(() => filled(form), [], "the fields clear once sent");
  await expectNoErrors(page, `${form.path}: ${form.name}`);
}

/** The inbox refused the request: one mail draft, to the owner, with what was typed; no sent confirmation. */
async function expectDraftInstead(form: Form, subject: string) {
  await until(async () => (await page.mailDrafts()).length, 1, "the mail draft opens", 20_000);
  const draft = readDraft((await page.mailDrafts())[0]);
  expect(draft.to).toBe(site.contact.email);
  expect(draft.subject).toBe(subject);
  const said = await status(form);
  expect(said).toContain("could not be sent from this page");
  expect(said).not.toContain(sentText);
  await expectNoErrors(page, `${form.path}: ${form.name}, refused`);
  return draft;
}

const QUOTE_TYPED = {
  "First Name": "Jane",
  "Last Name": "O'Brien",
  Email: "jane@example.org",
  Phone: "662-555-0111",
  "Street Address": "12 Oak St #4",
  City: "Southaven",
  "ZIP Code": "38671",
};

const ESTIMATE_TYPED = {
  Name: "Jane O'Brien",
  Phone: "(662) 555-0111",
  Location: "Horn Lake & Memphis?",
};

describe.skipIf(!site.forms.inbox || !runSettings().onWorker)("the site's inbox, on the Worker", () => {
  beforeAll(async () => {
    page = await openEngine();
  }, 60_000);
  afterAll(() => page?.close());

  for (const { width, height } of WIDTHS) {
    describe(`at ${width}x${height}`, () => {
      beforeAll(() => page.setViewport(width, height));

      test(`quote form on ${PATH.contact}: sent to the inbox, no mail draft, the fields cleared`, async () => {
        await gotoHydrated(page, QUOTE.path);
        await fill(QUOTE, { ...QUOTE_TYPED, Message: `A gate & 150 ft? #1 = 100% (${width} px)` });
        await send(QUOTE);
        await expectSent(QUOTE);
      });

      test(`estimate form on ${PATH.services}: sent to the inbox, no mail draft, the fields cleared`, async () => {
        await gotoHydrated(page, ESTIMATE.path);
        await fill(ESTIMATE, { ...ESTIMATE_TYPED, Email: `jane-${width}@example.org` });
        const property = await page.evaluate(
          (css) =>
            (document.querySelector(css)?.querySelector("[name=propertyType]") as HTMLSelectElement).options[1]!.text,
          ESTIMATE.css,
        );
        await page.choose(await field(page, ESTIMATE.name, "Property Type"), property);
        await send(ESTIMATE);
        await expectSent(ESTIMATE);
      });

      test(`quote form on ${PATH.contact}, its spam trap filled: refused, so the mail draft opens with what was typed`, async () => {
        await gotoHydrated(page, QUOTE.path);
        const message = "Refused: keep all of it.";
        await fill(QUOTE, { ...QUOTE_TYPED, Message: message });
        await setByScript(QUOTE, HONEYPOT_FIELD, "http://spam.example");
        await send(QUOTE);
        const draft = await expectDraftInstead(QUOTE, QUOTE_SUBJECT);
        for (const [label, text] of Object.entries(QUOTE_TYPED)) expect(draft.lines).toContain(`${label}: ${text}`);
        expect(draft.lines.slice(draft.lines.indexOf("Message:") + 1)[0]).toBe(message);
      });

      test(`estimate form on ${PATH.services}, a field over its limit: refused, so the mail draft opens with what was typed`, async () => {
        await gotoHydrated(page, ESTIMATE.path);
        const email = `long-${width}@example.org`;
        await fill(ESTIMATE, { ...ESTIMATE_TYPED, Email: email });
        // The field's maxlength stops a visitor's typing, not a script.
        const location = "x".repeat(ESTIMATE_FIELDS.location.maxLength + 1);
        await setByScript(ESTIMATE, "location", location);
        await send(ESTIMATE);
        const draft = await expectDraftInstead(ESTIMATE, ESTIMATE_SUBJECT);
        for (const line of [`Name: ${ESTIMATE_TYPED.Name}`, `Phone: ${ESTIMATE_TYPED.Phone}`, `Email: ${email}`])
          expect(draft.lines).toContain(line);
        expect(draft.lines).toContain(`Location: ${location}`);
      });
    });
  }

  // The estimate sent above at the last width, as the owner finds it (tests/run/engines.mjs plays GitHub).
  const email = `jane-${WIDTHS.at(-1)!.width}@example.org`;

  test.skipIf(!process.env.ENGINES_OWNER_TOKEN)(
    "the owner's Requests view: the request's page, then Ask for a review's sms: and mailto: links once answered",
    async () => {
      await page.goto(`${ADMIN_PATH}/`);
      await page.evaluate((token) => {
        localStorage.setItem("sveltia-cms.user", JSON.stringify({ backendName: "github", token }));
      }, process.env.ENGINES_OWNER_TOKEN!);
      await page.goto(`${ADMIN_PATH}/`);
      const open = await page.find(() => document.querySelector("[data-requests]"));
      await until(
        () =>
          page.evaluate(() => /^\d+ new requests?$/.test(document.querySelector("[data-requests]")?.textContent ?? "")),
        true,
        "the Requests button counts the new requests, among them those sent above",
        20_000,
      );
      await page.click(open);
      const listed = () =>
        page.evaluate(
          (mail) => [...document.querySelectorAll(".requests-list > li")].some((li) => li.textContent?.includes(mail)),
          email,
        );
      await until(listed, true, "the request is listed", 20_000);
      // The page it was sent from, under its label.
      const source = await page.evaluate((mail) => {
        const found = [...document.querySelectorAll(".requests-list > li")].find((li) =>
          li.textContent?.includes(mail),
        );
        const terms = [...(found?.querySelectorAll("dt") ?? [])];
        return terms.find((dt) => dt.textContent === "Sent from page")?.nextElementSibling?.textContent;
      }, email);
      expect(source).toBe(ESTIMATE.path);

      await page.click(
        await page.find(
          (mail) =>
            [...document.querySelectorAll(".requests-list > li")]
              .find((li) => li.textContent?.includes(mail))
              ?.querySelector("button[aria-pressed]") ?? null,
          email,
        ),
      );
      const links = () =>
        page.evaluate(
          (mail) =>
            [
              ...([...document.querySelectorAll(".requests-list > li")]
                .find((li) => li.textContent?.includes(mail))
                ?.querySelectorAll(".request-review:not([hidden]) a") ?? []),
            ].map((a) => [a.textContent, a.getAttribute("href")]),
          email,
        );
      await until(async () => (await links()).length, 2, "Ask for a review's two links show once answered");
      const [[smsName, sms], [mailName, mail]] = (await links()) as [[string, string], [string, string]];
      const { reviewRequest } = site.forms;
      const message = `${reviewRequest.text}\n${site.business.reviewLink}`;
      expect(smsName).toBe("Ask for a review by text message");
      expect(sms).toBe(`sms:+16625550111?&body=${encodeURIComponent(message)}`);
      expect(mailName).toBe("Ask for a review by e-mail");
      const url = new URL(mail);
      expect(`${url.protocol}${url.pathname}`).toBe(`mailto:${email}`);
      expect(url.searchParams.get("subject")).toBe(reviewRequest.subject);
      expect(url.searchParams.get("body")).toBe(message.replace("\n", "\r\n"));
    },
    90_000,
  );
});

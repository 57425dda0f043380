import { expect, test, type Locator } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../app/content/load";
import { BUILT_PAGES, CLIENT_DIR } from "./built-pages";
import { escapeRegExp, expectNoAxeViolations, fillQuote, FORM_TEXTS, gotoHydrated, holdRequests } from "./helpers";
import {
  captureNavigations,
  estimateBody,
  ESTIMATE_PROPERTY_SENT,
  ESTIMATE_SERVICE_SENT as SERVICE,
  fillEstimate,
  mailtoOpened,
} from "./mailDraft";

const site = loadContent();
const EMAIL = site.contact.email;
const PHONE = site.contact.phone;
/** The state the quote form starts on: the first town's. */
const DEFAULT_STATE = site.serviceAreas[0]!.state;

const ESTIMATE_PAGES = [
  { path: "/", form: FORM_TEXTS.estimate.form, button: FORM_TEXTS.estimate.button },
  { path: "/fences", form: FORM_TEXTS.estimate.form, button: FORM_TEXTS.estimate.button },
  { path: "/gallery", form: FORM_TEXTS.gallery.form, button: FORM_TEXTS.gallery.button },
] as const;

for (const { path, form: formName, button } of ESTIMATE_PAGES) {
  test(`estimate form on ${path} opens the draft, clears and confirms`, async ({ page }) => {
    await gotoHydrated(page, path);
    const urls = await captureNavigations(page);
    const form = page.getByRole("form", { name: formName });
    await fillEstimate(form);
    await form.getByRole("button", { name: button }).click();

    const mail = await mailtoOpened(urls);
    expect(mail.to).toBe(EMAIL);
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Fence Estimate Request");
    expect(mail.body).toBe(estimateBody(path));
    expect(mail.href).toContain("subject=Fence%20Estimate%20Request&body=Hello%2C%0D%0A");
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/$" : path}`));

    for (const label of ["Name", "Phone", "Email", "Location"]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    }
    if (ESTIMATE_PROPERTY_SENT) await expect(form.getByLabel(/^Property Type/)).toHaveValue("");
    else await expect(form.getByLabel(/^Property Type/)).toHaveCount(0);
    await expect(form.getByLabel(/^Service Needed/)).toHaveValue("");

    const status = page.getByRole("status").filter({ hasText: "should have opened" });
    await expect(status).toContainText("Your e-mail app should have opened");
    await expect(status).toContainText(EMAIL);
    await expect(status.getByRole("link", { name: PHONE.display })).toHaveAttribute("href", `tel:${PHONE.tel}`);
    await expect(status.getByRole("button", { name: "Copy e-mail address" })).toBeVisible();
  });
}

test("an estimate sent before the form's code has taken over is sent by that code once it has", async ({ page }) => {
  // The form's code loads on first use (a tap, a field focused); hold it back, as a slow connection would.
  const { release } = await holdRequests(page, "**/assets/EstimateForm-*.js");
  await gotoHydrated(page, "/");
  const urls = await captureNavigations(page);
  const form = page.getByRole("form", { name: FORM_TEXTS.estimate.form });
  await fillEstimate(form);
  await form.getByRole("button", { name: FORM_TEXTS.estimate.button }).click();
  await page.waitForTimeout(300);
  expect(urls.filter((u) => u.startsWith("mailto:"))).toEqual([]);
  await expect(page.locator('[data-island="EstimateForm"]')).not.toHaveAttribute("data-hydrated");

  release();
  const mail = await mailtoOpened(urls);
  expect(mail.body).toBe(estimateBody("/"));
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: "should have opened" })).toBeVisible();
});

test("the browser blocks an estimate with a required field empty", async ({ page }) => {
  await gotoHydrated(page, "/");
  const urls = await captureNavigations(page);
  const form = page.getByRole("form", { name: FORM_TEXTS.estimate.form });
  await fillEstimate(form, "Location");
  await form.getByRole("button", { name: FORM_TEXTS.estimate.button }).click();

  const location = form.getByLabel("Location", { exact: true });
  await expect(location).toHaveJSProperty("validity.valueMissing", true);
  await expect(form.locator(":invalid")).toHaveCount(1);
  expect(await form.evaluate((el) => el.matches(":invalid"))).toBe(true);
  await expect(location).toBeFocused();
  // Once the browser's message fades, the field to fix is still marked, and only that one.
  const border = (field: Locator) => field.evaluate((el) => getComputedStyle(el).borderTopColor);
  await location.blur();
  expect(await border(location)).not.toBe(await border(form.getByLabel("Name", { exact: true })));
  await location.focus();
  // The browser's message also stays under the field, read with it; fixing the field removes it.
  const message = await location.evaluate((el) => (el as HTMLInputElement).validationMessage);
  expect(message).not.toBe("");
  await expect(location).toHaveAttribute("aria-invalid", "true");
  await expect(location).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid");
  await expectNoAxeViolations(page, "a field refused");
  await page.waitForTimeout(300);
  expect(urls.filter((u) => u.startsWith("mailto:"))).toEqual([]);
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Jane O'Brien");
  await expect(page.getByText("should have opened")).toHaveCount(0);
});

test("the fences form's first field has a stable id to move focus to", async ({ page }) => {
  await gotoHydrated(page, "/fences");
  await page.locator("#fences-estimate-name").focus();
  await expect(page.getByRole("form", { name: FORM_TEXTS.estimate.form }).getByLabel("Name")).toBeFocused();
});

test("quote form opens a 'Quote Request' draft listing every field, clears and confirms", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const urls = await captureNavigations(page);
  const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
  await expect(form.getByLabel(/^State/)).toHaveValue(DEFAULT_STATE);
  const message = 'Gate & fence?\n#1 = 100% + "quotes" <ok>\r\nbcc: x@y.z %0D%0Acc:x@y.z 🏡 שלום';
  await fillQuote(form, message);
  await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();

  const mail = await mailtoOpened(urls);
  expect(mail.to).toBe(EMAIL);
  expect(mail.keys).toEqual(["subject", "body"]);
  expect(mail.subject).toBe("Quote Request");
  expect(mail.body).toBe(
    [
      "Hello,",
      "",
      "I would like to request a quote.",
      "",
      "First Name: Jane",
      "Last Name: O'Brien",
      "Email: jane@example.org",
      "Phone: 662-555-0111",
      "Street Address: 12 Oak St #4",
      "Address Line 2: Not specified",
      "City: Southaven",
      `State: ${DEFAULT_STATE}`,
      "ZIP Code: 38671",
      "",
      "Message:",
      'Gate & fence?\r\n#1 = 100% + "quotes" <ok>\r\nbcc: x@y.z %0D%0Acc:x@y.z 🏡 שלום',
      "",
      "Thank you!",
      "",
      "Sent from /contact",
    ].join("\r\n"),
  );

  for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Phone/, /^Street Address/, /^City/, /^ZIP Code/]) {
    await expect(form.getByLabel(label)).toHaveValue("");
  }
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(form.getByLabel(/^State/)).toHaveValue(DEFAULT_STATE);
  await expect(page.getByRole("status").filter({ hasText: "should have opened" })).toContainText(EMAIL);
  await expectNoAxeViolations(page, "contact page with the confirmation shown");
});

test("a long quote message is cut only after the visitor is told", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const urls = await captureNavigations(page);
  const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
  await fillQuote(form, "Please quote a long fence. ".repeat(400));
  await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();

  await expect(page.getByText("Your message is too long for an e-mail link.")).toBeVisible();
  await page.waitForTimeout(300);
  expect(urls.filter((u) => u.startsWith("mailto:"))).toEqual([]);
  await expectNoAxeViolations(page, "contact page with the shortened-message notice");

  await page.getByRole("button", { name: "Open the shortened draft" }).click();
  const mail = await mailtoOpened(urls);
  expect(mail.href.length).toBeLessThan(2000);
  expect(mail.keys).toEqual(["subject", "body"]);
  expect(mail.body).toMatch(/^Hello,\r\n[\s\S]*\r\nMessage:\r\nPlease quote a long fence\./);
  expect(mail.body).toMatch(/\r\n\(message shortened\)\r\n\r\nThank you!\r\n\r\nSent from \/contact$/);
  await expect(page.getByRole("status")).toContainText("Your message was too long for an e-mail link");
});

test("the browser blocks a quote with a bad ZIP code", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const urls = await captureNavigations(page);
  const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
  await fillQuote(form, "");
  await form.getByLabel(/^ZIP Code/).fill("386");
  await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();
  const zip = form.getByLabel(/^ZIP Code/);
  await expect(zip).toHaveJSProperty("validity.patternMismatch", true);
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await zip.fill("38654");
  await expect(zip, "a fixed field loses its message").not.toHaveAttribute("aria-invalid");
  await page.waitForTimeout(300);
  expect(urls.filter((u) => u.startsWith("mailto:"))).toEqual([]);
});

test("home page passes axe with the estimate confirmation shown", async ({ page }) => {
  await gotoHydrated(page, "/");
  const urls = await captureNavigations(page);
  const form = page.getByRole("form", { name: FORM_TEXTS.estimate.form });
  await fillEstimate(form);
  await form.getByRole("button", { name: FORM_TEXTS.estimate.button }).click();
  await mailtoOpened(urls);
  await expect(page.getByText("Your e-mail app should have opened")).toBeVisible();
  await expectNoAxeViolations(page, "home page with the confirmation shown");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms post to a mailto: action as plain text, and it opens a draft", async ({ page }) => {
    for (const [path, name, subject] of [
      ["/", FORM_TEXTS.estimate.form, "Fence%20Estimate%20Request"],
      ["/gallery", FORM_TEXTS.gallery.form, "Fence%20Estimate%20Request"],
      ["/contact", FORM_TEXTS.quote.form, "Quote%20Request"],
    ] as const) {
      await page.goto(path);
      const form = page.getByRole("form", { name });
      await expect(form).toHaveAttribute("action", `mailto:${EMAIL}?subject=${subject}`);
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("enctype", "text/plain");
    }

    const urls = await captureNavigations(page);
    await page.goto("/");
    const form = page.getByRole("form", { name: FORM_TEXTS.estimate.form });
    await fillEstimate(form);
    // Chromium's own text/plain mailto encoding turns '&' into a line break, so plain words here.
    await form.getByLabel("Location", { exact: true }).fill("Horn Lake");
    await form.getByRole("button", { name: FORM_TEXTS.estimate.button }).click();
    const mail = await mailtoOpened(urls);
    expect(mail.to).toBe(EMAIL);
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Fence Estimate Request");
    expect(mail.body).toContain("name=Jane O'Brien\r\n");
    expect(mail.body).toContain("location=Horn Lake\r\n");
    expect(mail.body).toContain(`serviceNeeded=${SERVICE}\r\n`);
  });
});

test("while requests go to the visitor's mail app, no page says a request is kept in an inbox", () => {
  test.skip(site.forms.inbox, "the inbox is on: tests/e2e/form-inbox.spec.ts");
  const kept = site.pages.thankYou.keptText;
  test.skip(!kept, "the content has no such sentence");
  for (const { file } of BUILT_PAGES) {
    expect(readFileSync(path.join(CLIENT_DIR, file), "utf8"), file).not.toContain(kept!);
  }
});

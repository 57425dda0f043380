import { expect, test, type Locator, type Page } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { DESKTOP_WIDTH, expectNoAxeViolations, fillQuote, FORM_TEXTS, gotoHydrated, PHONE_WIDTH } from "./helpers";
import { captureNavigations, fillEstimate, mailtoOpened } from "./mailDraft";

// After a request opened the mail draft, the confirmation keeps it within reach until the visitor
// leaves: the same draft in Gmail or Outlook on the web, and the whole request to copy.
const site = loadContent();
const EMAIL = site.contact.email;
const QUOTE_MESSAGE = 'Gate & fence?\n#1 = 100% + "quotes"\r\nbcc: x@y.z 🏡';

const FORMS = [
  {
    path: "/",
    form: FORM_TEXTS.estimate.form,
    button: FORM_TEXTS.estimate.button,
    fill: (f: Locator) => fillEstimate(f),
  },
  {
    path: "/fences",
    form: FORM_TEXTS.estimate.form,
    button: FORM_TEXTS.estimate.button,
    fill: (f: Locator) => fillEstimate(f),
  },
  {
    path: "/contact",
    form: FORM_TEXTS.quote.form,
    button: FORM_TEXTS.quote.button,
    fill: (f: Locator) => fillQuote(f, QUOTE_MESSAGE),
  },
] as const;

const WIDTHS = [
  ["390", PHONE_WIDTH],
  ["1280", DESKTOP_WIDTH],
] as const;

/** Every HTTP request the page (and any tab it opens) sends to another origin, in order (the mailto: draft is none). */
function recordThirdParty(page: Page, origin: string) {
  const urls: string[] = [];
  page.context().on("request", (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) urls.push(url.href);
  });
  return urls;
}

/** What a webmail's compose page reads from a link: recipient, subject and body. */
function composeParts(href: string, subjectKey: string) {
  const url = new URL(href);
  return {
    page: `${url.origin}${url.pathname}`,
    to: url.searchParams.get("to"),
    subject: url.searchParams.get(subjectKey),
    body: url.searchParams.get("body"),
  };
}

const confirmation = (page: Page) => page.getByRole("status").filter({ hasText: "should have opened" });

test.skip(loadContent().forms.inbox, "with the form inbox on, a request is posted first: tests/e2e/form-inbox.spec.ts");

for (const { path, form: formName, button, fill } of FORMS) {
  for (const [width, viewport] of WIDTHS) {
    test(`${path} at ${width}px: the draft in Gmail and Outlook, and to copy, with nothing sent before a click`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      const thirdParty = recordThirdParty(page, new URL(baseURL!).origin);
      await gotoHydrated(page, path);
      const urls = await captureNavigations(page);
      const form = page.getByRole("form", { name: formName });
      await fill(form);
      await form.getByRole("button", { name: button }).click();
      const mail = await mailtoOpened(urls);

      const status = confirmation(page);
      const gmail = status.getByRole("link", { name: "Open in Gmail" });
      const outlook = status.getByRole("link", { name: "Open in Outlook" });
      const copy = status.getByRole("button", { name: "Copy request" });
      for (const control of [gmail, outlook, copy]) await expect(control).toBeVisible();
      // What each is for, beside it.
      for (const [control, purpose] of [
        ["Open in Gmail", "if you read your mail at Gmail (opens a new tab)"],
        ["Open in Outlook", "for Outlook.com or Hotmail (opens a new tab)"],
        ["Copy request", "to paste the whole request into any e-mail or message"],
      ] as const) {
        await expect(status.getByRole("listitem").filter({ hasText: control })).toContainText(purpose);
      }

      const same = { to: EMAIL, subject: mail.subject, body: mail.body };
      expect(composeParts((await gmail.getAttribute("href"))!, "su")).toEqual({
        page: "https://mail.google.com/mail/",
        ...same,
      });
      expect(composeParts((await outlook.getAttribute("href"))!, "subject")).toEqual({
        page: "https://outlook.live.com/mail/0/deeplink/compose",
        ...same,
      });
      for (const link of [gmail, outlook]) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      await expectNoAxeViolations(page, `${path} at ${width}px with the request kept`);

      await copy.click();
      await expect(status).toContainText("Copied.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `To: ${EMAIL}\r\nSubject: ${mail.subject}\r\n\r\n${mail.body}`,
      );
      await expectNoAxeViolations(page, `${path} at ${width}px with the request copied`);

      await page.waitForLoadState("networkidle");
      expect(thirdParty, "requests to another site before a click").toEqual([]);

      // A click opens the compose page in a new tab (a stand-in here: the test machine is offline).
      await page
        .context()
        .route("https://mail.google.com/**", (route) =>
          route.fulfill({ contentType: "text/html", body: "<title>Gmail stand-in</title>" }),
        );
      const [tab] = await Promise.all([page.context().waitForEvent("page"), gmail.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(await gmail.getAttribute("href"));
      expect(thirdParty).toEqual([tab.url()]);
      await expect(page.getByRole("button", { name: "Copy request" }), "the request stays on the page").toBeVisible();
    });
  }
}

test("a long quote: the webmail drafts say they were cut, Copy request keeps all of it", async ({ page }) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/contact");
  const urls = await captureNavigations(page);
  const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
  const message = "Please quote a long fence. ".repeat(400).trim();
  await fillQuote(form, message);
  await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();
  await page.getByRole("button", { name: "Open the shortened draft" }).click();
  await mailtoOpened(urls);

  const status = confirmation(page);
  await expect(status).toContainText(
    "Your message is too long for a link, so the Gmail and Outlook draft ends with ‘(message shortened)’: Copy request copies all of it.",
  );
  for (const [name, subjectKey] of [
    ["Open in Gmail", "su"],
    ["Open in Outlook", "subject"],
  ] as const) {
    const href = (await status.getByRole("link", { name }).getAttribute("href"))!;
    expect(href.length, name).toBeLessThan(2000);
    const { to, subject, body } = composeParts(href, subjectKey);
    expect([to, subject], name).toEqual([EMAIL, "Quote Request"]);
    expect(body, name).toMatch(
      /\r\nMessage:\r\nPlease quote a long fence\.[\s\S]*\r\n\(message shortened\)\r\n\r\nThank you!\r\n\r\nSent from \/contact$/,
    );
  }
  for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `contact page, long message kept, ${viewport.width}px`);
  }
  await status.getByRole("button", { name: "Copy request" }).click();
  await expect(status).toContainText("Copied.");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^To: .+\r\nSubject: Quote Request\r\n\r\nHello,\r\n/);
  expect(copied).toContain(`Message:\r\n${message}\r\n\r\nThank you!`);
  expect(copied).not.toContain("(message shortened)");
});

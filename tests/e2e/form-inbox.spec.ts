import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../app/content/load";
import { ELAPSED_FIELD } from "../../app/components/forms/limits";
import { thankYouPage } from "../../app/pages.mjs";
import { CLIENT_DIR } from "./built-pages";
import {
  DESKTOP_WIDTH,
  expectNoAxeViolations,
  fillQuote,
  FORM_TEXTS,
  gotoHydrated,
  PHONE_WIDTH,
  THANK_YOU_TEXTS,
} from "./helpers";
import { captureNavigations, estimateBody, ESTIMATE_SERVICE_SENT, fillEstimate, mailtoOpened } from "./mailDraft";

// The host's form inbox (Netlify Forms) switched on: npm run test:inbox builds a copy of the content
// with forms.inbox: true and runs this spec on it. The host's form endpoint is a stand-in here
// (page.route on the form's action): it answers 200 as Netlify does once the form is detected, 404
// as a host with no such form, 405 as a host without forms (nginx, Cloudflare), or drops the connection.
const site = loadContent();
test.skip(!site.forms.inbox, "needs a build with the form inbox on: npm run test:inbox");

/** A built page's HTML (the thank-you page exists only in a build with the inbox on). */
const builtHtml = (file: string) => (site.forms.inbox ? readFileSync(path.join(CLIENT_DIR, file), "utf8") : "");
const THANK_YOU_HTML = builtHtml("thank-you.html");
const NOT_FOUND_HTML = builtHtml("404.html");

type Answer = "200" | "404" | "405" | "dropped";

/** The host's form endpoint: takes the POST to the thank-you page, records it, answers as told. */
async function standIn(page: Page, answer: Answer) {
  const posts: Request[] = [];
  await page.route(`**${thankYouPage.path}`, async (route: Route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts.push(route.request());
    if (answer === "dropped") return route.abort("connectionclosed");
    if (answer === "200") return route.fulfill({ status: 200, contentType: "text/html", body: THANK_YOU_HTML });
    if (answer === "404") return route.fulfill({ status: 404, contentType: "text/html", body: NOT_FOUND_HTML });
    return route.fulfill({ status: 405, contentType: "text/plain", body: "Method Not Allowed" });
  });
  return posts;
}

/**
 * The fields of a post as the host reads them, with its content type, and apart from them the
 * milliseconds the form's script counted since the page opened (empty without JavaScript).
 */
function posted(request: Request) {
  const {
    [ELAPSED_FIELD]: elapsed,
    // Where the request came from (app/components/forms/provenance.ts).
    page,
    referrer,
    utm,
    ...fields
  } = Object.fromEntries(new URLSearchParams(request.postData() ?? ""));
  return { type: request.headers()["content-type"], fields, elapsed, provenance: { page, referrer, utm } };
}

const ESTIMATE_FIELDS = {
  "form-name": "estimate",
  "bot-field": "",
  name: "Jane O'Brien",
  phone: "(662) 555-0111",
  email: "jane@example.org",
  location: "Horn Lake & Memphis?",
  propertyType: "Residential",
  serviceNeeded: ESTIMATE_SERVICE_SENT,
};

const QUOTE_MESSAGE = "A gate & 150 ft?\n#1 = 100%";
const QUOTE_FIELDS = {
  "form-name": "quote",
  "bot-field": "",
  firstName: "Jane",
  lastName: "O'Brien",
  email: "jane@example.org",
  phone: "662-555-0111",
  streetAddress: "12 Oak St #4",
  addressLine2: "",
  city: "Southaven",
  state: "MS",
  zipCode: "38671",
  message: QUOTE_MESSAGE,
};

const FORMS = [
  {
    path: "/",
    name: FORM_TEXTS.estimate.form,
    formName: "estimate",
    button: FORM_TEXTS.estimate.button,
    fill: (form: Locator) => fillEstimate(form),
    fields: ESTIMATE_FIELDS,
    nativeFields: ESTIMATE_FIELDS,
  },
  {
    path: "/contact",
    name: FORM_TEXTS.quote.form,
    formName: "quote",
    button: FORM_TEXTS.quote.button,
    fill: (form: Locator) => fillQuote(form, QUOTE_MESSAGE),
    fields: QUOTE_FIELDS,
    // The browser's own post sends a textarea's line breaks as CRLF.
    nativeFields: { ...QUOTE_FIELDS, message: QUOTE_MESSAGE.replace(/\n/g, "\r\n") },
  },
] as const;

test.describe("what Netlify needs, in the prerendered HTML", () => {
  for (const { path: pagePath, formName } of [...FORMS, { path: "/fences", formName: "estimate" }]) {
    test(`${pagePath}: the ${formName} form is marked for Netlify, names itself and has a hidden honeypot`, () => {
      const file = pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`;
      const html = builtHtml(file);
      const form = html.match(/<form\b[^>]*>/)?.[0] ?? "";
      expect(form).toContain(`name="${formName}"`);
      expect(form).toContain(`action="${thankYouPage.path}"`);
      expect(form).toContain('method="post"');
      expect(form).toContain('data-netlify="true"');
      expect(form).toContain('netlify-honeypot="bot-field"');
      expect(form).not.toContain("enctype");
      expect(html).toContain(`<input type="hidden" name="form-name" value="${formName}"/>`);
      expect(html).toContain(`<input type="hidden" name="${ELAPSED_FIELD}" value=""/>`);
      expect(html).toMatch(
        /<div hidden=""><label for="([^"]+)">Leave this empty<\/label><input id="\1"[^>]* name="bot-field"\/><\/div>/,
      );
    });
  }

  for (const { path: pagePath, formName } of [...FORMS, { path: "/fences", formName: "estimate" }]) {
    test(`${pagePath}: under the ${formName} form's send button, a sentence says the request is kept for the owner`, async ({
      page,
    }) => {
      test.skip(!THANK_YOU_TEXTS.keptText, "the content has no such sentence");
      await gotoHydrated(page, pagePath);
      const form = page.locator(`form[name="${formName}"]`);
      const note = form.getByText(THANK_YOU_TEXTS.keptText!, { exact: true });
      await expect(note).toBeAttached();
      // Right after the send button.
      await expect(note.locator("xpath=preceding-sibling::*[1]")).toHaveAttribute("type", "submit");
    });
  }

  test("the thank-you page passes axe at both widths", async ({ page }) => {
    await gotoHydrated(page, thankYouPage.path);
    await expect(page.getByRole("heading", { level: 1, name: THANK_YOU_TEXTS.heading })).toBeVisible();
    for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `thank-you page at ${viewport.width}px`);
    }
  });

  test("the thank-you page is noindex and left out of the sitemap", async ({ request }) => {
    expect(THANK_YOU_HTML).toContain('<meta name="robots" content="noindex"/>');
    expect(THANK_YOU_HTML).not.toContain('rel="canonical"');
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain(thankYouPage.path);
  });
});

test.describe("with JavaScript", () => {
  for (const { path: pagePath, name, button, fill, fields } of FORMS) {
    test(`${pagePath}: the host takes the request (200): 'Sent', no mail app, the form cleared`, async ({ page }) => {
      const posts = await standIn(page, "200");
      await gotoHydrated(page, pagePath);
      const urls = await captureNavigations(page);
      const form = page.getByRole("form", { name });
      await fill(form);
      await form.getByRole("button", { name: button }).click();

      const status = page.getByRole("status").filter({ hasText: "Sent." });
      await expect(status).toContainText(THANK_YOU_TEXTS.sentText);
      expect(posts).toHaveLength(1);
      expect(posted(posts[0]!)).toEqual({
        type: "application/x-www-form-urlencoded",
        fields,
        elapsed: expect.stringMatching(/^\d+$/),
        // Where it was sent from, filled by the form's script as it sends (provenance.ts).
        provenance: { page: pagePath, referrer: "", utm: "" },
      });
      await expect(form.getByLabel(/^Email/)).toHaveValue("");
      await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
      await page.waitForTimeout(300);
      expect(
        urls.filter((url) => url.startsWith("mailto:")),
        "no mail app",
      ).toEqual([]);
      for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH]) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page, `${pagePath} 'Sent' at ${viewport.width}px`);
      }
    });

    for (const answer of ["404", "405", "dropped"] as const) {
      test(`${pagePath}: the host refuses (${answer}): the mail draft opens, with the request kept`, async ({
        page,
      }) => {
        const posts = await standIn(page, answer);
        await gotoHydrated(page, pagePath);
        const urls = await captureNavigations(page);
        const form = page.getByRole("form", { name });
        await fill(form);
        await form.getByRole("button", { name: button }).click();

        const mail = await mailtoOpened(urls);
        expect(posts).toHaveLength(1);
        expect(mail.to).toBe(site.contact.email);
        if (pagePath === "/") expect(mail.body).toBe(estimateBody("/"));
        else expect(mail.body).toContain(`Message:\r\n${QUOTE_MESSAGE.replace(/\n/g, "\r\n")}\r\n`);
        const status = page.getByRole("status").filter({ hasText: "could not be sent from this page" });
        await expect(status).toContainText("so your e-mail app should have opened with it, ready to send.");
        const gmail = new URL((await status.getByRole("link", { name: "Open in Gmail" }).getAttribute("href"))!);
        expect(gmail.searchParams.get("body")).toBe(mail.body);
        await expect(status.getByRole("link", { name: "Open in Outlook" })).toBeVisible();
        await expect(status.getByRole("button", { name: "Copy request" })).toBeVisible();
        await expect(page.getByText("Sent.")).toHaveCount(0);
        if (answer === "405") {
          for (const viewport of [PHONE_WIDTH, DESKTOP_WIDTH]) {
            await page.setViewportSize(viewport);
            await expectNoAxeViolations(page, `${pagePath} after a refused post at ${viewport.width}px`);
          }
        }
      });
    }
  }

  test("while the post is on its way the form says so, and a second click sends nothing more", async ({ page }) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const posts: Request[] = [];
    await page.route(`**${thankYouPage.path}`, async (route) => {
      posts.push(route.request());
      await answered;
      await route.fulfill({ status: 200, contentType: "text/html", body: THANK_YOU_HTML });
    });
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: FORM_TEXTS.quote.form });
    await fillQuote(form, QUOTE_MESSAGE);
    await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();
    await expect(page.getByRole("status")).toHaveText("Sending your request…");
    await expectNoAxeViolations(page, "contact page while sending");
    await form.getByRole("button", { name: FORM_TEXTS.quote.button }).click();
    answer();
    await expect(page.getByRole("status")).toContainText("Sent.");
    expect(posts).toHaveLength(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path: pagePath, name, button, fill, nativeFields } of FORMS) {
    test(`${pagePath}: the form posts to the host and lands on the thank-you page (200)`, async ({ page }) => {
      const posts = await standIn(page, "200");
      await page.goto(pagePath);
      const form = page.getByRole("form", { name });
      await fill(form);
      await form.getByRole("button", { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`${thankYouPage.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: THANK_YOU_TEXTS.heading })).toBeVisible();
      await expect(page.getByText(THANK_YOU_TEXTS.sentText)).toBeVisible();
      expect(posts).toHaveLength(1);
      expect(posted(posts[0]!)).toEqual({
        type: "application/x-www-form-urlencoded",
        fields: nativeFields,
        elapsed: "",
        provenance: { page: "", referrer: "", utm: "" },
      });
    });

    for (const answer of ["404", "405", "dropped"] as const) {
      test(`${pagePath}: the host refuses (${answer}): no page claims it was sent, and Back keeps what was typed`, async ({
        page,
      }) => {
        const posts = await standIn(page, answer);
        await page.goto(pagePath);
        const form = page.getByRole("form", { name });
        await fill(form);
        await form.getByRole("button", { name: button }).click();
        await expect.poll(() => posts.length).toBe(1);
        await page.waitForLoadState();
        await expect(page.getByText(THANK_YOU_TEXTS.heading)).toHaveCount(0);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
        await expect(page.getByRole("form", { name }).getByLabel(/^Email/)).toHaveValue("jane@example.org");
      });
    }
  }
});

// What a test needs to send a request and read the mail draft it opens (forms, request copies, the inbox).
import { expect, type Locator, type Page } from "@playwright/test";
import { loadContent } from "../../app/content/load";
import { choiceValue } from "../../app/lib/choiceValue";
import { NOT_GIVEN } from "../../app/lib/requestDrafts";

/** The service the sample visitor asks for: one of the content in use (its last). */
export const ESTIMATE_SERVICE = loadContent().services.at(-1)!.title;
/** What the form sends for that choice ("and" for "&"). */
export const ESTIMATE_SERVICE_SENT = choiceValue(ESTIMATE_SERVICE);
/** The kind of property the sample visitor chooses, as the form sends it: the content's first, or none where the form does not ask. */
const propertyType = loadContent().forms.propertyTypes[0]?.title;
export const ESTIMATE_PROPERTY_SENT = propertyType === undefined ? undefined : choiceValue(propertyType);

/**
 * Records every navigation the page asks for. A mailto: navigation opens no
 * page and makes no HTTP request that page.route could see, but Chromium
 * still reports it to the DevTools protocol.
 */
export async function captureNavigations(page: Page) {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  cdp.on("Page.frameRequestedNavigation", (event) => urls.push(event.url));
  return urls;
}

/** The one mailto: link the page opened, read as a mail app would. */
export async function mailtoOpened(urls: string[]) {
  await expect.poll(() => urls.filter((u) => u.startsWith("mailto:")).length).toBe(1);
  const href = urls.find((u) => u.startsWith("mailto:"))!;
  const url = new URL(href);
  return {
    href,
    to: decodeURIComponent(url.pathname),
    keys: [...url.searchParams.keys()],
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

/** Fills the estimate form with one sample visitor; `skip` leaves that field empty. */
export async function fillEstimate(form: Locator, skip?: string) {
  const values: Record<string, string> = {
    Name: "Jane O'Brien",
    Phone: "(662) 555-0111",
    Email: "jane@example.org",
    Location: "Horn Lake & Memphis?",
  };
  for (const [label, value] of Object.entries(values)) {
    if (label !== skip) await form.getByLabel(label, { exact: true }).fill(value);
  }
  if (ESTIMATE_PROPERTY_SENT) await form.getByLabel(/^Property Type/).selectOption(ESTIMATE_PROPERTY_SENT);
  await form.getByLabel(/^Service Needed/).selectOption(ESTIMATE_SERVICE);
}

/** The draft body of that visitor's estimate request, sent from the page at `path` (its last line). */
export const estimateBody = (path: string) =>
  [
    "Hello,",
    "",
    "I would like to request a free estimate.",
    "",
    "Name: Jane O'Brien",
    "Phone: (662) 555-0111",
    "Email: jane@example.org",
    "Location: Horn Lake & Memphis?",
    `Property Type: ${ESTIMATE_PROPERTY_SENT ?? NOT_GIVEN}`,
    `Service Needed: ${ESTIMATE_SERVICE_SENT}`,
    "",
    "Thank you!",
    "",
    `Sent from ${path}`,
  ].join("\r\n");

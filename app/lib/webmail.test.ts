import { describe, expect, it } from "vitest";
import { HOSTILE } from "./hostileInput.testdata";
import { buildMailto, composeBody, draftAsText, MAILTO_MAX_LENGTH, SHORTENED_NOTE, type MailDraft } from "./mailto";
import { estimateDraft, quoteDraft, type EstimateRequest, type QuoteRequest } from "./requestDrafts";
import { buildGmailLink, buildOutlookLink } from "./webmail";

const TO = "estimates@example.com";
const CRLF = "\r\n";

/** Each webmail: its compose page, the names of its parameters, in order, and its builder. */
const WEBMAILS = [
  {
    name: "Gmail",
    page: "https://mail.google.com/mail/",
    keys: ["view", "fs", "to", "su", "body"],
    fixed: { view: "cm", fs: "1" },
    subjectKey: "su",
    build: buildGmailLink,
  },
  {
    name: "Outlook",
    page: "https://outlook.live.com/mail/0/deeplink/compose",
    keys: ["to", "subject", "body"],
    fixed: {},
    subjectKey: "subject",
    build: buildOutlookLink,
  },
] as const;

type Webmail = (typeof WEBMAILS)[number];

/** Checks the link's structure and returns what the webmail reads from it: to, subject and body. */
function read(webmail: Webmail, href: string) {
  expect(href.length).toBeLessThan(MAILTO_MAX_LENGTH);
  expect(href.startsWith(`${webmail.page}?`)).toBe(true);
  // After the page: only name=value pairs whose values are unreserved characters and %XX escapes.
  const query = href.slice(webmail.page.length + 1);
  expect(query).toMatch(/^[a-z]+=[A-Za-z0-9\-._~%@]*(&[a-z]+=[A-Za-z0-9\-._~%@]*)*$/);
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(webmail.page);
  expect(url.hash).toBe("");
  expect([...url.searchParams.keys()]).toEqual(webmail.keys);
  for (const [key, value] of Object.entries(webmail.fixed)) expect(url.searchParams.get(key)).toBe(value);
  return {
    to: url.searchParams.get("to"),
    subject: url.searchParams.get(webmail.subjectKey),
    body: url.searchParams.get("body"),
  };
}

/** What the mailto: link for the same draft carries: the webmail links must carry the same. */
function mailtoParts(draft: MailDraft) {
  const url = new URL(buildMailto(draft).href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

const estimate: EstimateRequest = {
  name: "Jane Doe",
  phone: "(662) 555-0111",
  email: "jane@example.org",
  location: "Olive Branch",
  propertyType: "Residential",
  serviceNeeded: "Wood Fences",
};

const quote: QuoteRequest = {
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.org",
  phone: "(662) 555-0111",
  streetAddress: "1 Main St",
  addressLine2: "",
  city: "Southaven",
  state: "MS",
  zipCode: "38671",
  message: "A 6 ft privacy fence.\nAbout 150 ft.",
};

describe.each(WEBMAILS)("$name compose link", (webmail) => {
  it("carries the recipient, subject and body of the mail draft, line breaks as CRLF", () => {
    for (const draft of [estimateDraft(TO, estimate), quoteDraft(TO, quote)]) {
      const { href, shortened } = webmail.build(draft);
      expect(shortened).toBe(false);
      const parts = read(webmail, href);
      expect(parts).toEqual(mailtoParts(draft));
      expect(parts).toEqual({ to: TO, subject: draft.subject, body: composeBody(draft) });
    }
    const quoteBody = read(webmail, webmail.build(quoteDraft(TO, quote)).href).body;
    expect(quoteBody).toContain(`Message:${CRLF}A 6 ft privacy fence.${CRLF}About 150 ft.${CRLF}${CRLF}Thank you!`);
  });

  it("encodes spaces as %20 and line breaks as %0D%0A, never '+'", () => {
    const { href } = webmail.build(estimateDraft(TO, estimate));
    expect(href).toContain("=Fence%20Estimate%20Request&body=Hello%2C%0D%0A%0D%0AI%20would");
    expect(href).not.toContain("+");
  });

  it.each(HOSTILE)("%s, typed into every field, arrives as typed and adds no parameter", (_name, value) => {
    const estimateDraftOf = estimateDraft(TO, {
      name: value,
      phone: value,
      email: value,
      location: value,
      propertyType: value,
      serviceNeeded: value,
    });
    const quoteDraftOf = quoteDraft(TO, {
      firstName: value,
      lastName: value,
      email: value,
      phone: value,
      streetAddress: value,
      addressLine2: value,
      city: value,
      state: "MS",
      zipCode: value,
      message: value,
    });
    for (const draft of [estimateDraftOf, quoteDraftOf]) {
      const { href, shortened } = webmail.build(draft);
      expect(shortened).toBe(false);
      expect(read(webmail, href)).toEqual({ to: TO, subject: draft.subject, body: composeBody(draft) });
    }
  });

  it.each([
    ["10,000 letters", "a".repeat(10_000)],
    ["10,000 emoji", "🏡".repeat(10_000)],
    ["a hostile mix", "&su=x&to=y@z.z\r\n%0D%0A?#+=".repeat(500)],
  ])("cuts a message of %s below 2,000 characters and says so in the draft", (_name, message) => {
    const { href, shortened } = webmail.build(quoteDraft(TO, { ...quote, message }));
    expect(shortened).toBe(true);
    const { to, body } = read(webmail, href);
    expect(to).toBe(TO);
    expect(body).toMatch(/^Hello,\r\n[\s\S]*\r\nMessage:\r\n/);
    expect(body!.endsWith(`${CRLF}${SHORTENED_NOTE}${CRLF}${CRLF}Thank you!`)).toBe(true);
    expect(href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 30);
  });

  it("cuts an absurdly long single-line field too", () => {
    const { href, shortened } = webmail.build(estimateDraft(TO, { ...estimate, location: "x".repeat(10_000) }));
    expect(shortened).toBe(true);
    expect(read(webmail, href).body).toContain(`${CRLF}${SHORTENED_NOTE}${CRLF}${CRLF}Thank you!`);
  });
});

describe("the length rule is the link's own", () => {
  it("a message that just fits a mailto: link is cut for the longer webmail links, and only there", () => {
    // Grow the message until the mailto: link is as long as it may be: Gmail's prefix is longer.
    let message = "a".repeat(1_000);
    while (!buildMailto(quoteDraft(TO, { ...quote, message: `${message}a` })).shortened) message += "a";
    const draft = quoteDraft(TO, { ...quote, message });
    expect(buildMailto(draft).shortened).toBe(false);
    expect(buildGmailLink(draft).shortened).toBe(true);
    expect(buildOutlookLink(draft).shortened).toBe(true);
  });
});

describe("draftAsText ('Copy request')", () => {
  it("is the whole draft: recipient, subject, then the body, never shortened", () => {
    const draft = quoteDraft(TO, { ...quote, message: "a".repeat(10_000) });
    const text = draftAsText(draft);
    expect(text).toBe(`To: ${TO}${CRLF}Subject: Quote Request${CRLF}${CRLF}${composeBody(draft)}`);
    expect(text).toContain("a".repeat(10_000));
    expect(text).not.toContain(SHORTENED_NOTE);
  });
});

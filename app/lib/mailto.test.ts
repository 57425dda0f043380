import { describe, expect, it } from "vitest";
import { buildMailto, MAILTO_MAX_LENGTH, mailtoFormAction, SHORTENED_NOTE } from "./mailto";
import { HOSTILE } from "./hostileInput.testdata";
import { estimateDraft, NOT_GIVEN, quoteDraft, type EstimateRequest, type QuoteRequest } from "./requestDrafts";

const TO = "estimates@example.com";
const CRLF = "\r\n";

/** What a mail client sees: parsed with the WHATWG URL parser. */
function parseWithUrl(href: string) {
  const url = new URL(href);
  return {
    protocol: url.protocol,
    to: decodeURIComponent(url.pathname),
    keys: [...url.searchParams.keys()],
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  };
}

/** The same, by the letter of RFC 6068: hfields split on '&', each on its first '='; no '+' for space. */
function parseByRfc6068(href: string) {
  expect(href.startsWith("mailto:")).toBe(true);
  const [to = "", query = ""] = href.slice("mailto:".length).split("?");
  const pairs = query.split("&").map((pair) => {
    const eq = pair.indexOf("=");
    return [decodeURIComponent(pair.slice(0, eq)), decodeURIComponent(pair.slice(eq + 1))] as const;
  });
  return { to: decodeURIComponent(to), pairs };
}

/** Checks everything the brief requires of a link and returns the body a mail client would show. */
function expectSafeLink(href: string, subject: string, to = TO) {
  expect(href.length).toBeLessThan(MAILTO_MAX_LENGTH);
  // Only unreserved characters and %XX escapes; the structure is exactly '?subject=...&body=...'.
  expect(href).toMatch(
    /^mailto:[A-Za-z0-9\-._~%]+@[A-Za-z0-9\-._~%]+\?subject=[A-Za-z0-9\-._~%]*&body=[A-Za-z0-9\-._~%]*$/,
  );
  const viaUrl = parseWithUrl(href);
  expect(viaUrl.protocol).toBe("mailto:");
  expect(viaUrl.keys).toEqual(["subject", "body"]);
  expect(viaUrl.to).toBe(to);
  expect(viaUrl.subject).toBe(subject);
  const viaRfc = parseByRfc6068(href);
  expect(viaRfc.to).toBe(to);
  expect(viaRfc.pairs.map(([k]) => k)).toEqual(["subject", "body"]);
  expect(viaRfc.pairs[0]?.[1]).toBe(subject);
  expect(viaRfc.pairs[1]?.[1]).toBe(viaUrl.body);
  return viaUrl.body ?? "";
}

/** Line breaks as the draft must carry them (RFC 6068: CRLF). */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, CRLF);

function expectedEstimateBody(r: EstimateRequest) {
  return crlf(
    [
      "Hello,",
      "",
      "I would like to request a free estimate.",
      "",
      `Name: ${r.name}`,
      `Phone: ${r.phone}`,
      `Email: ${r.email}`,
      `Location: ${r.location}`,
      `Property Type: ${r.propertyType || NOT_GIVEN}`,
      `Service Needed: ${r.serviceNeeded || NOT_GIVEN}`,
      "",
      "Thank you!",
    ].join("\n"),
  );
}

function expectedQuoteBody(r: QuoteRequest, message = r.message || NOT_GIVEN) {
  return crlf(
    [
      "Hello,",
      "",
      "I would like to request a quote.",
      "",
      `First Name: ${r.firstName}`,
      `Last Name: ${r.lastName}`,
      `Email: ${r.email}`,
      `Phone: ${r.phone}`,
      `Street Address: ${r.streetAddress}`,
      `Address Line 2: ${r.addressLine2 || NOT_GIVEN}`,
      `City: ${r.city}`,
      `State: ${r.state}`,
      `ZIP Code: ${r.zipCode}`,
      "",
      "Message:",
      message,
      "",
      "Thank you!",
    ].join("\n"),
  );
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
  addressLine2: "Apt 2",
  city: "Southaven",
  state: "MS",
  zipCode: "38671",
  message: "A 6 ft privacy fence.\nAbout 150 ft.",
};

describe("buildMailto with hostile input", () => {
  it.each(HOSTILE)("estimate form: %s arrives as typed, no extra header", (_name, value) => {
    const request: EstimateRequest = {
      name: value,
      phone: value,
      email: value,
      location: value,
      propertyType: value,
      serviceNeeded: value,
    };
    const { href, shortened } = buildMailto(estimateDraft(TO, request));
    expect(shortened).toBe(false);
    expect(expectSafeLink(href, "Fence Estimate Request")).toBe(expectedEstimateBody(request));
  });

  it.each(HOSTILE)("quote form: %s arrives as typed, no extra header", (_name, value) => {
    const request: QuoteRequest = {
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
    };
    const { href, shortened } = buildMailto(quoteDraft(TO, request));
    expect(shortened).toBe(false);
    expect(expectSafeLink(href, "Quote Request")).toBe(expectedQuoteBody(request));
  });

  it("a lone surrogate half (broken paste) becomes U+FFFD instead of throwing", () => {
    const { href } = buildMailto(estimateDraft(TO, { ...estimate, name: "a\uD800b" }));
    expect(expectSafeLink(href, "Fence Estimate Request")).toContain("Name: a\uFFFDb");
  });
});

describe("estimate draft", () => {
  it("has the specified subject and body, line by line", () => {
    const { href, shortened } = buildMailto(estimateDraft(TO, estimate));
    expect(shortened).toBe(false);
    expect(expectSafeLink(href, "Fence Estimate Request")).toBe(
      [
        "Hello,",
        "",
        "I would like to request a free estimate.",
        "",
        "Name: Jane Doe",
        "Phone: (662) 555-0111",
        "Email: jane@example.org",
        "Location: Olive Branch",
        "Property Type: Residential",
        "Service Needed: Wood Fences",
        "",
        "Thank you!",
      ].join(CRLF),
    );
  });

  it("encodes spaces as %20 and line breaks as %0D%0A, never '+'", () => {
    const { href } = buildMailto(estimateDraft(TO, estimate));
    expect(href).toContain("subject=Fence%20Estimate%20Request&body=Hello%2C%0D%0A%0D%0AI%20would");
    expect(href).not.toContain("+");
  });

  it("says 'Not specified' for the optional selects left empty", () => {
    const request = { ...estimate, propertyType: "", serviceNeeded: "" };
    const body = expectSafeLink(buildMailto(estimateDraft(TO, request)).href, "Fence Estimate Request");
    expect(body).toBe(expectedEstimateBody(request));
    expect(body).toContain(`Property Type: ${NOT_GIVEN}\r\nService Needed: ${NOT_GIVEN}`);
  });

  it("keeps the link short when a single-line field is absurdly long", () => {
    const { href, shortened } = buildMailto(estimateDraft(TO, { ...estimate, location: "x".repeat(10_000) }));
    expect(shortened).toBe(true);
    const body = expectSafeLink(href, "Fence Estimate Request");
    expect(body).toMatch(/^Hello,\r\n\r\nI would like to request a free estimate\.\r\n\r\nName: Jane Doe\r\n/);
    expect(body).toContain(`\r\n${SHORTENED_NOTE}\r\n\r\nThank you!`);
  });
});

describe("quote draft", () => {
  it("lists every field under its label", () => {
    const { href, shortened } = buildMailto(quoteDraft(TO, quote));
    expect(shortened).toBe(false);
    expect(expectSafeLink(href, "Quote Request")).toBe(expectedQuoteBody(quote));
  });

  it("says 'Not specified' for an empty address line 2 and message", () => {
    const request = { ...quote, addressLine2: "", message: "" };
    const body = expectSafeLink(buildMailto(quoteDraft(TO, request)).href, "Quote Request");
    expect(body).toBe(expectedQuoteBody(request));
  });

  it.each([
    ["10,000 letters", "a".repeat(10_000)],
    ["10,000 percent signs (3 characters each once encoded)", "%".repeat(10_000)],
    ["5,000 lines", "a\n".repeat(5_000)],
    ["10,000 emoji", "🏡".repeat(10_000)],
    ["10,000 characters of hostile mix", "&bcc=x@y.z\r\n%0D%0A?#+".repeat(500)],
  ])("cuts a message of %s, says so, and stays under 2,000 characters", (_name, message) => {
    const { href, shortened } = buildMailto(quoteDraft(TO, { ...quote, message }));
    expect(shortened).toBe(true);
    const body = expectSafeLink(href, "Quote Request");
    const start = expectedQuoteBody(quote).split("Message:")[0] + "Message:\r\n";
    expect(body.startsWith(start)).toBe(true);
    expect(body.endsWith(`\r\n${SHORTENED_NOTE}\r\n\r\nThank you!`)).toBe(true);
    const kept = body.slice(start.length, body.length - `\r\n${SHORTENED_NOTE}\r\n\r\nThank you!`.length);
    // What is kept is the start of what was typed, never a broken character.
    expect(crlf(message).startsWith(kept)).toBe(true);
    expect(kept).not.toContain("\uFFFD");
  });

  it("keeps as much of a long message as fits", () => {
    const { href } = buildMailto(quoteDraft(TO, { ...quote, message: "a".repeat(10_000) }));
    expect(href.length).toBeGreaterThan(MAILTO_MAX_LENGTH - 30);
  });

  it("does not cut a message that fits", () => {
    const message = "b".repeat(1_300);
    const { href, shortened } = buildMailto(quoteDraft(TO, { ...quote, message }));
    expect(shortened).toBe(false);
    expect(expectSafeLink(href, "Quote Request")).toBe(expectedQuoteBody({ ...quote, message }));
  });
});

describe("address", () => {
  it.each(["estimates@example.com", "first.last+fence@sub.example.co.uk", "o'neil@example.com"])(
    "%s arrives unchanged",
    (to) => {
      const { href } = buildMailto(estimateDraft(to, estimate));
      expectSafeLink(href, "Fence Estimate Request", to);
    },
  );
});

describe("mailtoFormAction (no-JavaScript fallback)", () => {
  it("carries only the encoded subject; the browser adds the body", () => {
    const action = mailtoFormAction(TO, "Fence Estimate Request");
    expect(action).toBe("mailto:estimates@example.com?subject=Fence%20Estimate%20Request");
    const url = new URL(action);
    expect([...url.searchParams.keys()]).toEqual(["subject"]);
  });
});

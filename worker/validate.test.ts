// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ESTIMATE_FIELDS, MIN_FILL_MS, QUOTE_FIELDS } from "../app/components/forms/limits";
import { checkPost } from "./validate";

const ESTIMATE = {
  "form-name": "estimate",
  "bot-field": "",
  elapsed: "",
  name: "Jane O'Brien",
  phone: "(662) 555-0111",
  email: "jane@example.org",
  location: "Horn Lake & Memphis?",
  page: "/fences",
  referrer: "www.google.com",
  utm: "utm_source=gbp",
};
const body = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("checkPost: the forms' own rules (app/components/forms/limits.ts)", () => {
  it("takes a form posted as the browser posts it, the hidden fields left out but where it came from", () => {
    expect(checkPost(body(ESTIMATE))).toEqual({
      form: "estimate",
      fields: {
        name: "Jane O'Brien",
        phone: "(662) 555-0111",
        email: "jane@example.org",
        location: "Horn Lake & Memphis?",
      },
      source: { page: "/fences", referrer: "www.google.com", utm_source: "gbp", utm_medium: "", utm_campaign: "" },
    });
  });

  it("keeps a message's line breaks as \\n and counts each as one character, as the text area does", () => {
    const quote = {
      "form-name": "quote",
      ...Object.fromEntries(Object.keys(QUOTE_FIELDS).map((name) => [name, "x"])),
      state: "MS",
      message: `${"a".repeat(QUOTE_FIELDS.message.maxLength - 1)}\r\n`,
    };
    const checked = checkPost(body({ ...quote, message: `a\r\nb` }));
    expect(checked).toMatchObject({ form: "quote", fields: { message: "a\nb" } });
    expect(checkPost(body(quote))).toMatchObject({ form: "quote" });
  });

  it("refuses, naming the field by its label and never repeating its value", () => {
    const long = "x".repeat(ESTIMATE_FIELDS.email.maxLength + 1);
    expect(checkPost(body({ ...ESTIMATE, email: long }))).toEqual({
      refused: { field: "email", message: `Email is longer than ${ESTIMATE_FIELDS.email.maxLength} characters.` },
    });
    expect(checkPost(body({ ...ESTIMATE, location: "  " }))).toEqual({
      refused: { field: "location", message: "Location is required." },
    });
    expect(checkPost(body({ ...ESTIMATE, "form-name": "order" }))).toMatchObject({ refused: { field: "form-name" } });
    expect(checkPost(body({ ...ESTIMATE, "form-name": "constructor" }))).toMatchObject({
      refused: { field: "form-name" },
    });
    expect(checkPost(`${body(ESTIMATE)}&name=again`)).toMatchObject({ refused: { field: "name" } });
    expect(checkPost(body({ ...ESTIMATE, "<b>x</b>": "1" }))).toEqual({
      refused: { field: "bxb", message: "The estimate form has no field named “bxb”." },
    });
  });

  it("refuses a filled honeypot and a send sooner than MIN_FILL_MS, allows none (no JavaScript)", () => {
    expect(checkPost(body({ ...ESTIMATE, "bot-field": "http://spam" }))).toMatchObject({
      refused: { field: "bot-field" },
    });
    expect(checkPost(body({ ...ESTIMATE, elapsed: String(MIN_FILL_MS - 1) }))).toMatchObject({
      refused: { field: "elapsed" },
    });
    expect(checkPost(body({ ...ESTIMATE, elapsed: "soon" }))).toMatchObject({ refused: { field: "elapsed" } });
    expect(checkPost(body({ ...ESTIMATE, elapsed: String(MIN_FILL_MS) }))).toMatchObject({ form: "estimate" });
  });
});

import { describe, expect, it } from "vitest";
import { smsHref, textUsLink } from "./sms";

/** What a phone's messages app reads from the link: the number and the body, decoded. */
function parse(href: string) {
  const url = new URL(href);
  const [number, query = ""] = url.href.slice("sms:".length).split("?");
  return { protocol: url.protocol, number, body: new URLSearchParams(query.replace(/^&/, "")).get("body") };
}

describe("smsHref", () => {
  it("starts a text to the number with the message, every character intact", () => {
    const message = "Howdy! Can y'all quote a cedar fence & gate? 100% #1 = yes/no";
    expect(parse(smsHref("+15125550138", message))).toEqual({
      protocol: "sms:",
      number: "+15125550138",
      body: message,
    });
  });

  it("is the bare number without a message", () => {
    expect(smsHref("+15125550138")).toBe("sms:+15125550138");
  });
});

describe("textUsLink", () => {
  const number = { display: "512-555-0138", tel: "+15125550138" };
  const words = { textButton: "Text us", textMessage: "Hi!" };

  it("is the owner's number and words", () => {
    expect(textUsLink({ textNumber: number }, words)).toEqual({
      href: "sms:+15125550138?&body=Hi!",
      label: "Text us",
      display: "512-555-0138",
    });
  });

  it("is none without a texting number or without the button's words", () => {
    expect(textUsLink({ textNumber: undefined }, words)).toBeNull();
    expect(textUsLink({ textNumber: number }, { ...words, textButton: undefined })).toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { reviewLinks, smsAddress } from "./review";

const REVIEW = {
  link: "https://g.page/r/AbCdEf/review",
  subject: "How did we do?",
  text: "Thank you for choosing us. A short review helps neighbors find us:",
  linkSetting: "Business and contact › Your Google review link",
};

describe("Ask for a review", () => {
  it("texts the visitor's phone the owner's words and the review link", () => {
    const links = reviewLinks(REVIEW, { phone: "(662) 555-0111", email: "jane@example.org" })!;
    expect(links.sms).toBe(`sms:+16625550111?&body=${encodeURIComponent(`${REVIEW.text}\n${REVIEW.link}`)}`);
  });

  it("e-mails the visitor's address the same words under the owner's subject", () => {
    const mail = new URL(reviewLinks(REVIEW, { phone: "", email: "jane@example.org" })!.mail!);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.pathname).toBe("jane@example.org");
    expect(mail.searchParams.get("subject")).toBe(REVIEW.subject);
    expect(mail.searchParams.get("body")).toBe(`${REVIEW.text}\r\n${REVIEW.link}`);
  });

  it("never lets what a visitor typed add a recipient or a header", () => {
    const links = reviewLinks(REVIEW, { phone: "12", email: "a@b.c?bcc=x@y.z" })!;
    expect(links).toEqual({});
  });

  it("has no links while the owner has no review link", () => {
    expect(reviewLinks({ ...REVIEW, link: null }, { phone: "(662) 555-0111", email: "jane@example.org" })).toBeNull();
  });

  it("reads a phone number as typed as an sms: address", () => {
    expect(smsAddress("662-555-0111")).toBe("+16625550111");
    expect(smsAddress("1 (662) 555 0111")).toBe("+16625550111");
    expect(smsAddress("+44 20 7946 0958")).toBe("+442079460958");
    expect(smsAddress("call me")).toBeNull();
  });
});

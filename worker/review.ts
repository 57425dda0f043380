// Ask for a review (decision 0031): for each request, a text message to the visitor's phone and an
// e-mail to their address, each carrying the owner's words (forms.reviewRequest) and their Google
// review link (business.reviewLink). Rules: offered for every request alike, never only some; the
// links are built by the site's own link builders (app/lib/sms.ts, app/lib/mailto.ts), so what a
// visitor typed can never add a header or a recipient; without a review link there are none.
import type { ReviewFacts } from "../app/inboxFacts.mjs";
import { buildMailto } from "../app/lib/mailto";
import { smsHref } from "../app/lib/sms";

export interface ReviewLinks {
  /** sms: to the visitor's phone, when it has enough digits to be one. */
  sms?: string;
  /** mailto: to the visitor's address, when it is one. */
  mail?: string;
}

/** A phone number as typed, as an sms: address: +1 and ten digits for a US number, else its digits. */
export function smsAddress(typed: string): string | null {
  const digits = typed.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  if (digits.length >= 7 && digits.length <= 15) return typed.trim().startsWith("+") ? `+${digits}` : digits;
  return null;
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** The review request's links for a request's fields, or null while there is no review link. */
export function reviewLinks(review: ReviewFacts, fields: Record<string, string>): ReviewLinks | null {
  if (!review.link) return null;
  const message = `${review.text.trim()}\n${review.link}`;
  const links: ReviewLinks = {};
  const tel = smsAddress(fields.phone ?? "");
  if (tel) links.sms = smsHref(tel, message);
  const email = (fields.email ?? "").trim();
  if (EMAIL.test(email)) {
    links.mail = buildMailto({ to: email, subject: review.subject, intro: [], fields: [], closing: [message] }).href;
  }
  return links;
}

/**
 * Links that open a request's draft in a webmail's compose page, for visitors who read their mail
 * in a browser, where a mailto: link often opens nothing.
 *
 * Neither address is a documented API: both are compose links Gmail and Outlook on the web have
 * answered for years. Each is written in one place, here, so a change on their side is one edit.
 * They follow the mailto rules (app/lib/mailto.ts): every field percent-encoded, line breaks as
 * CRLF, the whole link under MAILTO_MAX_LENGTH characters, cut with SHORTENED_NOTE when it would not be.
 */
import { buildComposeLink, type ComposeLinkFormat, type MailDraft, type MailtoLink } from "./mailto";

/** Gmail's full-page compose view: to, su (the subject) and body. */
const gmailFormat: ComposeLinkFormat = ({ to, subject, body }) =>
  `https://mail.google.com/mail/?view=cm&fs=1&to=${to}&su=${subject}&body=${body}`;

/** Outlook on the web, for Outlook.com and Hotmail accounts: to, subject and body. */
const outlookFormat: ComposeLinkFormat = ({ to, subject, body }) =>
  `https://outlook.live.com/mail/0/deeplink/compose?to=${to}&subject=${subject}&body=${body}`;

export const buildGmailLink = (draft: MailDraft): MailtoLink => buildComposeLink(draft, gmailFormat);
export const buildOutlookLink = (draft: MailDraft): MailtoLink => buildComposeLink(draft, outlookFormat);

/**
 * Builds every mailto: link on the site (RFC 6068), and by the same rules the
 * webmail compose links (app/lib/webmail.ts): buildComposeLink takes the format.
 *
 * Whatever a visitor types must arrive in the draft exactly as typed and can
 * never add a header: every character outside the RFC 3986 "unreserved" set
 * is percent-encoded as UTF-8, so `&`, `?`, `=`, `#`, `%`, `+`, CR and LF in a
 * field are just text. Line breaks are normalised to CRLF (%0D%0A) as RFC 6068
 * asks for the body.
 *
 * Some mail apps and browsers drop links of 2,000 characters or more, so a
 * long free-text message is cut and the draft says so on a line of its own.
 */

/** Links must stay strictly below this many characters. */
export const MAILTO_MAX_LENGTH = 2000;

/** The line added to a draft whose text had to be cut. */
export const SHORTENED_NOTE = "(message shortened)";

export interface MailField {
  label: string;
  value: string;
}

export interface MailDraft {
  /** The company address. */
  to: string;
  subject: string;
  /** Lines before the fields, e.g. a greeting and one sentence. */
  intro: readonly string[];
  /** One `Label: value` line each. */
  fields: readonly MailField[];
  /** Free text shown under its label after the fields; cut first when the link gets too long. */
  message?: MailField;
  /** Lines after the fields, e.g. 'Thank you!'. */
  closing: readonly string[];
}

export interface MailtoLink {
  href: string;
  /** True when some text was cut to keep the link short; tell the visitor. */
  shortened: boolean;
}

const CRLF = "\r\n";

/** Any kind of line break (CRLF, lone CR, lone LF) becomes CRLF. */
function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, CRLF);
}

/** encodeURIComponent throws on a lone surrogate half (possible in pasted text); it becomes U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** Percent-encodes everything but ALPHA, DIGIT, '-', '.', '_' and '~' (RFC 3986 unreserved). */
export function percentEncode(text: string): string {
  return encodeURIComponent(wellFormed(text)).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The address keeps its '@' literal; the local part and the domain are encoded. */
function encodeAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return percentEncode(address);
  return `${percentEncode(address.slice(0, at))}@${percentEncode(address.slice(at + 1))}`;
}

/** The plain-text body, lines separated by CRLF. */
export function composeBody(draft: Omit<MailDraft, "to" | "subject">, shortened = false): string {
  const blocks: string[] = [];
  if (draft.intro.length) blocks.push(draft.intro.join(CRLF));
  const fieldLines = draft.fields.map((f) => `${f.label}: ${f.value}`);
  if (draft.message) {
    if (fieldLines.length) blocks.push(fieldLines.join(CRLF));
    const messageLines = [`${draft.message.label}:`, draft.message.value];
    if (shortened) messageLines.push(SHORTENED_NOTE);
    blocks.push(messageLines.join(CRLF));
  } else {
    if (shortened) fieldLines.push(SHORTENED_NOTE);
    if (fieldLines.length) blocks.push(fieldLines.join(CRLF));
  }
  if (draft.closing.length) blocks.push(draft.closing.join(CRLF));
  return normaliseLineBreaks(blocks.join(CRLF + CRLF));
}

/** The subject as every compose link carries it: one line, percent-encoded. */
export const encodeSubject = (subject: string) => percentEncode(normaliseLineBreaks(subject));

/** What a compose link is made of, each part already percent-encoded. */
export interface EncodedDraft {
  to: string;
  subject: string;
  body: string;
}

/** Writes a compose link from the encoded parts of a draft (mailto:, a webmail's compose page). */
export type ComposeLinkFormat = (parts: EncodedDraft) => string;

const mailtoFormat: ComposeLinkFormat = ({ to, subject, body }) => `mailto:${to}?subject=${subject}&body=${body}`;

function hrefOf(draft: MailDraft, shortened: boolean, format: ComposeLinkFormat): string {
  return format({
    to: encodeAddress(draft.to),
    subject: encodeSubject(draft.subject),
    body: percentEncode(composeBody(draft, shortened)),
  });
}

/** User-perceived characters, so a cut never splits an emoji or a CRLF pair. */
function splitCharacters(text: string): string[] {
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), (s) => s.segment);
  }
  return text.match(/\r\n|[\s\S]/gu) ?? [];
}

/** The longest prefix of `value` (in characters) for which `ok` holds; '' when none. */
function longestFittingPrefix(value: string, ok: (prefix: string) => boolean): string {
  const chars = splitCharacters(value);
  let low = 0;
  let high = chars.length;
  // Longer prefixes only ever make the link longer, so a binary search finds the cut.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ok(chars.slice(0, mid).join(""))) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, low).join("").trimEnd();
}

/**
 * A compose link for a draft, in the given format, strictly shorter than MAILTO_MAX_LENGTH. When
 * it would not be, the message is cut first, then the longest fields, and SHORTENED_NOTE is added.
 */
export function buildComposeLink(draft: MailDraft, format: ComposeLinkFormat): MailtoLink {
  const fits = (d: MailDraft, shortened: boolean) => hrefOf(d, shortened, format).length < MAILTO_MAX_LENGTH;
  if (fits(draft, false)) return { href: hrefOf(draft, false, format), shortened: false };

  let current: MailDraft = draft;
  if (current.message) {
    const message = current.message;
    const value = longestFittingPrefix(message.value, (prefix) =>
      fits({ ...current, message: { ...message, value: prefix } }, true),
    );
    current = { ...current, message: { ...message, value } };
  }

  // Only single-line fields too long for any link are left to cut (their inputs have a maxLength).
  const byLength = current.fields.map((f, i) => ({ i, length: percentEncode(f.value).length }));
  byLength.sort((a, b) => b.length - a.length);
  for (const { i } of byLength) {
    if (fits(current, true)) break;
    const withField = (value: string): MailDraft => ({
      ...current,
      fields: current.fields.map((f, j) => (j === i ? { ...f, value } : f)),
    });
    const original = current.fields[i]?.value ?? "";
    current = withField(longestFittingPrefix(original, (prefix) => fits(withField(prefix), true)));
  }

  if (!fits(current, true)) throw new Error("compose link: the fixed text alone is too long for a link");
  return { href: hrefOf(current, true, format), shortened: true };
}

/** The mailto: link for a draft (see buildComposeLink for the length rule). */
export const buildMailto = (draft: MailDraft): MailtoLink => buildComposeLink(draft, mailtoFormat);

/** The whole draft as text, never shortened: what 'Copy request' puts on the clipboard. */
export function draftAsText(draft: MailDraft): string {
  return [`To: ${draft.to}`, `Subject: ${normaliseLineBreaks(draft.subject)}`, "", composeBody(draft)].join(CRLF);
}

/**
 * The `action` of a form for visitors without JavaScript: the browser adds the
 * fields as the body itself (method="post", enctype="text/plain").
 */
export function mailtoFormAction(to: string, subject: string): string {
  return `mailto:${encodeAddress(to)}?subject=${encodeSubject(subject)}`;
}

// A plain-text e-mail about a stored request, as the raw message (RFC 5322 with MIME) that
// Cloudflare's send_email binding sends. Rules: no header holds a line break (a value could
// otherwise add headers); text in headers that is not ASCII is an encoded word; the body is
// UTF-8 in base64, in lines of 76.
import { INBOX_FORMS, type FieldRule } from "../app/components/forms/limits";
import { sourceLine } from "../app/components/forms/provenance";
import type { StoredRequest } from "./store";

const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A header's text: as it is in ASCII, else a UTF-8 encoded word (RFC 2047). */
const headerText = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${base64(value)}?=`);

/** A visitor's address good enough to answer to (one address, no spaces or brackets), else null. */
const replyAddress = (value: string | undefined) =>
  value && /^[^\s<>()",;:@]+@[^\s<>()",;:@]+\.[^\s<>()",;:@]+$/.test(value) ? value : null;

export interface MailAddresses {
  from: string;
  to: string;
}

export function requestMessage(request: StoredRequest, { from, to }: MailAddresses, site: string): string {
  const rules: Record<string, FieldRule> = INBOX_FORMS[request.form];
  const source = sourceLine(request.source);
  const lines = [
    `${request.form === "estimate" ? "An estimate" : "A quote"} request came in on ${site} at ${request.receivedAt} (UTC).`,
    "",
    ...Object.entries(request.fields).map(([name, value]) => {
      const label = rules[name]?.label ?? name;
      return /[\r\n]/.test(value) ? `${label}:\r\n${value.replace(/\r?\n/g, "\r\n")}` : `${label}: ${value}`;
    }),
    ...(source ? ["", source] : []),
    "",
    `All your requests: the Requests view of your editor, ${site}/admin`,
  ];
  const replyTo = replyAddress(request.fields.email);
  const domain = from.split("@")[1] ?? "localhost";
  const headers = [
    `From: ${oneLine(from)}`,
    `To: ${oneLine(to)}`,
    ...(replyTo ? [`Reply-To: ${replyTo}`] : []),
    `Subject: ${headerText(oneLine(`New ${request.form} request`))}`,
    `Date: ${new Date(request.receivedAt).toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${request.id}@${oneLine(domain)}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
  ];
  const body = base64(lines.join("\r\n")).replace(/.{76}/g, "$&\r\n");
  return `${headers.join("\r\n")}\r\n\r\n${body}\r\n`;
}

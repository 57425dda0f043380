// The optional e-mail about each stored request: only where wrangler.toml has the send_email
// binding MAIL and the vars MAIL_FROM and MAIL_TO (docs/owner/form-inbox.md). Rule: the request is
// stored before this runs, so a mail that cannot be sent loses nothing; its failure is logged
// without a word of the request.
import type { EmailMessage as RuntimeEmailMessage } from "@cloudflare/workers-types";
import { EmailMessage } from "cloudflare:email";
import type { Env } from "./env";
import { requestMessage } from "./mime";
import type { StoredRequest } from "./store";

export async function mailRequest(env: Env, request: StoredRequest, site: string): Promise<void> {
  const { MAIL, MAIL_FROM, MAIL_TO } = env;
  if (!MAIL || !MAIL_FROM || !MAIL_TO) return;
  try {
    const raw = requestMessage(request, { from: MAIL_FROM, to: MAIL_TO }, site);
    // The same class: declared once by the runtime's types, once for the import (cloudflare-email.d.ts).
    await MAIL.send(new EmailMessage(MAIL_FROM, MAIL_TO, raw) as unknown as RuntimeEmailMessage);
  } catch (error) {
    console.error(`inbox: the e-mail about a stored request was not sent (${(error as Error).name})`);
  }
}

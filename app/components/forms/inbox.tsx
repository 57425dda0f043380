import { contact, forms } from "~/content";
import { mailtoFormAction } from "~/lib/mailto";
import { thankYouPage } from "~/thankYouPage.mjs";
import { ELAPSED_FIELD, FORM_NAME_FIELD, HONEYPOT_FIELD, type InboxFormName } from "./limits";
import type { InboxTexts } from "./inboxTexts";
import { PROVENANCE_FIELDS } from "./provenance";

export type { InboxTexts };

/**
 * The host's form inbox, switched on in content/business.yml (forms.inbox): Netlify Forms on
 * Netlify, the site's own Worker on Cloudflare (worker/, decision 0029). Both read the same post.
 *
 * Netlify registers a form it finds in the deployed HTML with data-netlify, strips that attribute
 * and adds a hidden form-name input. The form renders the input itself, so the HTML Netlify serves
 * is the HTML the island takes over, and a post from the page's code names its form the same way.
 */

// The hidden fields and the forms' names are the inbox's contract, shared with the site's own
// inbox on Cloudflare (worker/): written once, in limits.ts.
export { HONEYPOT_FIELD, type InboxFormName };

/**
 * Where and how the form sends without JavaScript: to the host's inbox, which answers with the
 * thank-you page, while the inbox is on; else to the visitor's mail app, with the fields as the body.
 */
export function nativeSubmit(formName: InboxFormName, subject: string) {
  if (forms.inbox) {
    return {
      name: formName,
      action: thankYouPage.path,
      method: "post",
      "data-netlify": "true",
      "netlify-honeypot": HONEYPOT_FIELD,
    } as const;
  }
  return { action: mailtoFormAction(contact.email, subject), method: "post", encType: "text/plain" } as const;
}

/**
 * The hidden fields the inbox needs, first in the form; nothing while the inbox is off. The time
 * the visitor took (ELAPSED_FIELD) stays empty in the HTML: the form's script fills it as it posts
 * (useRequestForm), so without JavaScript it is sent empty; so do the fields saying where the
 * request came from (provenance.ts).
 */
export function InboxFields({ formName, idPrefix }: { formName: InboxFormName; idPrefix: string }) {
  if (!forms.inbox) return null;
  const honeypotId = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={formName} />
      <input type="hidden" name={ELAPSED_FIELD} defaultValue="" />
      {PROVENANCE_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      <div hidden>
        <label htmlFor={honeypotId}>Leave this empty</label>
        <input id={honeypotId} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

/** The kept note under a form's send button, or nothing. */
export function KeptNote({ text }: { text: string | undefined }) {
  return text ? <p className="text-sm text-ink-muted @md:col-span-2">{text}</p> : null;
}

import { contact, forms } from "~/content";
import { mailtoFormAction } from "~/lib/mailto";
import { thankYouPage } from "~/thankYouPage.mjs";

/**
 * The host's form inbox (Netlify Forms), switched on in content/business.yml (forms.inbox).
 *
 * Netlify registers a form it finds in the deployed HTML with data-netlify, strips that attribute
 * and adds a hidden form-name input. The form renders the input itself, so the HTML Netlify serves
 * is the HTML the island takes over, and a post from the page's code names its form the same way.
 */

/** The field bots fill and people never see; Netlify drops a submission that has it filled. */
export const HONEYPOT_FIELD = "bot-field";

/** The name the inbox files the form's requests under (one per kind of form, on every page it is on). */
export type InboxFormName = "estimate" | "quote";

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

/** The hidden fields the inbox needs, first in the form; nothing while the inbox is off. */
export function InboxFields({ formName, idPrefix }: { formName: InboxFormName; idPrefix: string }) {
  if (!forms.inbox) return null;
  const honeypotId = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <>
      <input type="hidden" name="form-name" value={formName} />
      <div hidden>
        <label htmlFor={honeypotId}>Leave this empty</label>
        <input id={honeypotId} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

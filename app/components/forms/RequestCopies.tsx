import { draftAsText, SHORTENED_NOTE, type MailDraft } from "~/lib/mailto";
import { buildGmailLink, buildOutlookLink } from "~/lib/webmail";
import { CopyButton } from "./CopyButton";

const control = "btn-outline min-h-11 px-4 py-2";
const row = "flex flex-wrap items-center gap-x-3 gap-y-1";

/**
 * The request, kept within reach after the mail draft opened, for a visitor whose mail app did not
 * open or who closed the draft: the same draft in Gmail or Outlook on the web, or the whole text to
 * copy. Plain links in new tabs, so nothing leaves the page until the visitor clicks one.
 */
export function RequestCopies({ draft }: { draft: MailDraft }) {
  const gmail = buildGmailLink(draft);
  const outlook = buildOutlookLink(draft);
  const cut = [gmail.shortened && "Gmail", outlook.shortened && "Outlook"].filter(Boolean).join(" and ");
  return (
    <div className="mt-3">
      <p>No e-mail app opened, or you closed the draft? Your request is still here until you leave this page:</p>
      <ul className="mt-2 grid gap-4 sm:gap-2">
        <li className={row}>
          <a href={gmail.href} target="_blank" rel="noopener noreferrer" className={control}>
            Open in Gmail
          </a>
          <span>if you read your mail at Gmail (opens a new tab)</span>
        </li>
        <li className={row}>
          <a href={outlook.href} target="_blank" rel="noopener noreferrer" className={control}>
            Open in Outlook
          </a>
          <span>for Outlook.com or Hotmail (opens a new tab)</span>
        </li>
        <li className={row}>
          <CopyButton
            text={draftAsText(draft)}
            label="Copy request"
            className={control}
            description="to paste the whole request into any e-mail or message"
          />
        </li>
      </ul>
      {cut && (
        <p className="mt-2">
          Your message is too long for a link, so the {cut} draft ends with &lsquo;{SHORTENED_NOTE}&rsquo;: Copy request
          copies all of it.
        </p>
      )}
    </div>
  );
}

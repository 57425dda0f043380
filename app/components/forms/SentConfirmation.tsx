import { PhoneLink } from "~/components/ui/PhoneLink";
import { contact } from "~/content";
import { SHORTENED_NOTE, type MailDraft } from "~/lib/mailto";
import { CopyButton } from "./CopyButton";
import { RequestCopies } from "./RequestCopies";

interface Props {
  shortened: boolean;
  draft: MailDraft;
  /** The host's form inbox refused the request or could not be reached: the draft is the way left. */
  postFailed: boolean;
}

/** Shown after a form opened the mail draft; also the way to reach us when no mail app opened. */
export function SentConfirmation({ shortened, draft, postFailed }: Props) {
  const { email } = contact;
  return (
    <div className="rounded-md border border-brand-dark bg-brand-tint p-4 text-charcoal">
      <p className="font-semibold">
        {postFailed
          ? "Your request could not be sent from this page, so your e-mail app should have opened with it, ready to send."
          : "Thank you! Your e-mail app should have opened with your request ready to send."}
      </p>
      {shortened && (
        <p className="mt-2">
          Your message was too long for an e-mail link, so the draft ends with &lsquo;{SHORTENED_NOTE}&rsquo;. Please
          add the rest in the draft before you send it.
        </p>
      )}
      <RequestCopies draft={draft} />
      <p className="mt-3">
        Or e-mail us at <span className="font-semibold [overflow-wrap:anywhere] select-all">{email}</span> or call{" "}
        <PhoneLink className="font-semibold text-brand-deep underline underline-offset-2" />.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <CopyButton text={email} label="Copy e-mail address" className="btn-outline min-h-11 px-4 py-2" />
      </div>
    </div>
  );
}

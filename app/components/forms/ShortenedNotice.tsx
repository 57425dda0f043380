import { SHORTENED_NOTE } from "~/lib/mailto";
import { CopyButton } from "./CopyButton";

interface Props {
  fullMessage: string;
  onOpen: () => void;
}

/** Asks before opening a draft whose message had to be cut, and offers the full text to paste. */
export function ShortenedNotice({ fullMessage, onOpen }: Props) {
  return (
    <div className="rounded-md border border-wood-dark bg-paper-deep p-4 text-charcoal">
      <p className="font-semibold">Your message is too long for an e-mail link.</p>
      <p className="mt-1">
        The draft will end with &lsquo;{SHORTENED_NOTE}&rsquo;. Copy your full message first to paste it into the draft,
        or shorten it and send again.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" onClick={onOpen} className="btn-primary">
          Open the shortened draft
        </button>
        <CopyButton text={fullMessage} label="Copy full message" className="btn-outline" />
      </div>
    </div>
  );
}

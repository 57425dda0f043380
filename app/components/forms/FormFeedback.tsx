import type { Ref } from "react";
import { PostedConfirmation } from "./PostedConfirmation";
import { SentConfirmation } from "./SentConfirmation";
import { ShortenedNotice } from "./ShortenedNotice";
import type { useRequestForm } from "./useRequestForm";

type Props = Pick<ReturnType<typeof useRequestForm>, "phase" | "openShortened"> & {
  ref: Ref<HTMLDivElement>;
  /** What the visitor reads once the form inbox took the request (the page texts'). */
  sentText: string;
};

/**
 * The live region under a form. It is always in the page, so screen readers
 * announce what appears in it; it takes focus when it asks for a decision.
 */
export function FormFeedback({ phase, openShortened, ref, sentText }: Props) {
  return (
    <div ref={ref} role="status" aria-live="polite" tabIndex={-1} className="mt-4 outline-none empty:hidden">
      {phase.kind === "sending" && <p className="font-semibold">Sending your request&hellip;</p>}
      {phase.kind === "confirmShortened" && <ShortenedNotice fullMessage={phase.fullMessage} onOpen={openShortened} />}
      {phase.kind === "sent" && (
        <SentConfirmation shortened={phase.shortened} draft={phase.draft} postFailed={phase.postFailed} />
      )}
      {phase.kind === "posted" && <PostedConfirmation text={sentText} />}
    </div>
  );
}

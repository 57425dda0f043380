import { useEffect, useRef, useState, type FormEvent } from "react";
import { forms } from "~/content";
import { buildMailto, type MailDraft } from "~/lib/mailto";
import { ELAPSED_FIELD } from "./limits";
import { openMailto } from "./openMailto";
import { postToInbox } from "./postToInbox";
import { markProvenance, provenanceLine, provenanceOf } from "./provenance";

/** How the request left, for the confirmation: by the mail draft (after the inbox refused it, when on), or the inbox. */
interface Mailed {
  draft: MailDraft;
  /** True when the host's form inbox refused the request first or could not be reached. */
  postFailed: boolean;
}

type Phase =
  | { kind: "idle" }
  | { kind: "sending" }
  | ({ kind: "confirmShortened"; href: string; fullMessage: string } & Mailed)
  | ({ kind: "sent"; shortened: boolean } & Mailed)
  | { kind: "posted" };

/** Reads the named fields of a form as strings ('' for a missing one). */
function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? "")])) as Record<K, string>;
}

/**
 * Writes into the form's hidden ELAPSED_FIELD (inbox.tsx) the milliseconds since the page opened,
 * for the inbox's check that a person, not a robot, filled the form (limits.ts, MIN_FILL_MS).
 */
function markElapsed(form: HTMLFormElement) {
  const field = form.elements.namedItem(ELAPSED_FIELD);
  if (field instanceof HTMLInputElement) field.value = String(Math.round(performance.now()));
}

/** The draft with its last line saying where the request came from (provenance.ts), once known. */
function withProvenance(draft: MailDraft): MailDraft {
  const line = provenanceLine(provenanceOf(location, document.referrer));
  return line ? { ...draft, closing: [...draft.closing, "", line] } : draft;
}

/**
 * Submit handling shared by the estimate and quote forms. With the host's form inbox on, post the
 * request there; without it, or when the post fails, build the mail link, ask first if the message
 * had to be cut, open the draft. Then clear the fields and show the confirmation.
 */
export function useRequestForm<K extends string>(
  names: readonly K[],
  toDraft: (values: Record<K, string>) => MailDraft,
  messageField?: K,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  // The browser's own message for each field it refused, shown under the field until it is fixed.
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  useEffect(() => {
    // The warning needs an answer: bring the visitor (and the screen reader) to it.
    if (phase.kind === "confirmShortened") statusRef.current?.focus();
  }, [phase.kind]);

  function clear() {
    formRef.current?.reset();
    setErrors({});
  }

  function open(href: string, shortened: boolean, mailed: Mailed) {
    openMailto(href);
    clear();
    setPhase({ kind: "sent", shortened, ...mailed });
  }

  function mail(values: Record<K, string>, postFailed: boolean) {
    const draft = withProvenance(toDraft(values));
    const { href, shortened } = buildMailto(draft);
    if (shortened) {
      setPhase({
        kind: "confirmShortened",
        href,
        fullMessage: messageField ? values[messageField] : "",
        draft,
        postFailed,
      });
    } else {
      open(href, false, { draft, postFailed });
    }
  }

  /** A field the browser refused on a send ('invalid' does not bubble: caught on the way down). */
  function onInvalidCapture(event: FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement;
    const name = field.name as K;
    if (!names.includes(name)) return;
    setErrors((known) => ({ ...known, [name]: field.validationMessage }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.kind === "sending") return;
    const form = event.currentTarget;
    const values = readFields(form, names);
    if (!forms.inbox) return mail(values, false);
    markElapsed(form);
    markProvenance(form, provenanceOf(location, document.referrer));
    setPhase({ kind: "sending" });
    if (await postToInbox(form)) {
      clear();
      setPhase({ kind: "posted" });
    } else {
      mail(values, true);
    }
  }

  function openShortened() {
    if (phase.kind !== "confirmShortened") return;
    open(phase.href, true, { draft: phase.draft, postFailed: phase.postFailed });
    // The button that had focus is gone; keep the visitor at the confirmation.
    statusRef.current?.focus();
  }

  /** A change after the warning makes the prepared link stale; a field fixed loses its message. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    if (phase.kind === "confirmShortened") setPhase({ kind: "idle" });
    const field = event.target as HTMLInputElement;
    const name = field.name as K;
    if (errors[name] !== undefined && field.validity.valid) {
      setErrors((known) => {
        const rest = { ...known };
        delete rest[name];
        return rest;
      });
    }
  }

  /** What the <form> element needs: spread it onto the form. */
  const formProps = { ref: formRef, onSubmit, onInput, onInvalidCapture };
  return { formProps, statusRef, phase, openShortened, errors };
}

import { useEffect, useRef, useState, type FormEvent } from "react";
import { contact } from "~/content";
import { buildMailto, mailtoFormAction, type MailDraft } from "~/lib/mailto";
import { openMailto } from "./openMailto";

type Phase =
  | { kind: "idle" }
  | { kind: "confirmShortened"; href: string; fullMessage: string }
  | { kind: "sent"; shortened: boolean };

/** Reads the named fields of a form as strings ('' for a missing one). */
function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? "")])) as Record<K, string>;
}

/**
 * Submit handling shared by the estimate and quote forms: build the link,
 * ask first if the message had to be cut, open the draft, clear the fields
 * and show the confirmation.
 */
export function useMailtoForm<K extends string>(
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

  function open(href: string, shortened: boolean) {
    openMailto(href);
    formRef.current?.reset();
    setErrors({});
    setPhase({ kind: "sent", shortened });
  }

  /** A field the browser refused on a send ('invalid' does not bubble: caught on the way down). */
  function onInvalidCapture(event: FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement;
    const name = field.name as K;
    if (!names.includes(name)) return;
    setErrors((known) => ({ ...known, [name]: field.validationMessage }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readFields(event.currentTarget, names);
    const { href, shortened } = buildMailto(toDraft(values));
    if (shortened) {
      setPhase({ kind: "confirmShortened", href, fullMessage: messageField ? values[messageField] : "" });
    } else {
      open(href, false);
    }
  }

  function openShortened() {
    if (phase.kind !== "confirmShortened") return;
    open(phase.href, true);
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

/** Without JavaScript the browser itself opens a draft to the company, with the fields as the body. */
export function noScriptMailto(subject: string) {
  return { action: mailtoFormAction(contact.email, subject), method: "post", encType: "text/plain" } as const;
}

import { PhoneLink } from "~/components/ui/PhoneLink";

/**
 * Shown when the host's form inbox took the request: nothing more for the visitor to do. text: what
 * the owner promises then (pages.thankYou.sentText), passed in so the forms' code holds no page texts.
 */
export function PostedConfirmation({ text }: { text: string }) {
  return (
    <div className="rounded-md border border-brand-dark bg-brand-tint p-4 text-charcoal">
      <p className="font-semibold">{text}</p>
      <p className="mt-2">
        Something to add? Call <PhoneLink className="font-semibold text-brand-deep underline underline-offset-2" />.
      </p>
    </div>
  );
}

import { PhoneLink } from "~/components/ui/PhoneLink";

/** Shown when the host's form inbox took the request: nothing more for the visitor to do. */
export function PostedConfirmation() {
  return (
    <div className="rounded-md border border-brand-dark bg-brand-tint p-4 text-charcoal">
      <p className="font-semibold">Sent. Thank you, we have your request and will get back to you soon.</p>
      <p className="mt-2">
        Something to add? Call <PhoneLink className="font-semibold text-brand-deep underline underline-offset-2" />.
      </p>
    </div>
  );
}

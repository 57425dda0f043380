import { QuoteForm } from "~/components/forms/QuoteForm";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Contact Us for a Free Fence Quote",
    description:
      "Call or write for a free, no-obligation fence, gate or deck quote in Olive Branch, DeSoto County and Greater Memphis.",
    path: "/contact",
  });

export default function Contact() {
  return (
    <section className="bg-charcoal py-16 text-white">
      <div className="container-site">
        <h1 className="text-4xl font-semibold sm:text-5xl">Contact Us</h1>
        <PhoneLink icon label="Call Now" className="btn-primary mt-6" />
        <QuoteForm className="mt-10 max-w-3xl" />
      </div>
    </section>
  );
}

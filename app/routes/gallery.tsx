import { EstimateForm } from "~/components/forms/EstimateForm";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Our Work: Fence Projects in DeSoto County",
    description:
      "Photos of wood, vinyl, metal and chain link fences, gates and decks we have built for neighbours in Olive Branch, Southaven, Hernando and Memphis.",
    path: "/gallery",
  });

export default function Gallery() {
  return (
    <section className="bg-charcoal py-16 text-white">
      <div className="container-site">
        <h1 className="text-4xl font-semibold sm:text-5xl">Fences We&rsquo;ve Built for Our Neighbors</h1>
        <PhoneLink icon label="Call Us Today" className="btn-outline-light mt-6" />
        <EstimateForm
          heading="Free Estimates, No Obligations"
          submitLabel="Request My Estimate"
          className="mt-10 max-w-2xl"
        />
      </div>
    </section>
  );
}

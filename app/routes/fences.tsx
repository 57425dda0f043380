import { Paragraphs } from "~/components/ui/Paragraphs";
import { EstimateForm } from "~/components/forms/EstimateForm";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { site } from "~/content";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Wood, Vinyl, Metal & Chain Link Fences",
    description:
      "Wood, vinyl, metal and chain link fences and custom gates, installed in 1 to 3 days across DeSoto County and Memphis. Free estimates.",
    path: "/fences",
  });

export default function Fences() {
  return (
    <>
      <section className="bg-charcoal py-16 text-white">
        <div className="container-site">
          <h1 className="text-4xl font-semibold sm:text-5xl">Fences, Gates &amp; Decks</h1>
          <PhoneLink icon className="btn-outline-light mt-6" />
          <EstimateForm id="fences-estimate" className="mt-10 max-w-2xl" />
        </div>
      </section>
      {site.services.map((service) => (
        <section
          key={service.id}
          id={service.id}
          aria-labelledby={`${service.id}-title`}
          className="container-site py-14"
        >
          <h2 id={`${service.id}-title`} className="text-3xl font-semibold">
            {service.title}
          </h2>
          <div className="mt-4 max-w-prose space-y-4">
            <Paragraphs text={service.description} />
          </div>
        </section>
      ))}
    </>
  );
}

import ArrowRight from "lucide-react/icons/arrow-right";
import { site } from "~/content";
import { offeringPath, servicesWithSections, type ServiceWithSection } from "~/lib/offerings";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";

/**
 * Links to the owner's other services' pages, by their titles: a visitor who came for one finds
 * the rest, and each page links every other. Left out with its heading emptied, or with no other.
 */
export function OtherOfferings({ service }: { service: ServiceWithSection }) {
  const heading = site.pages.offering.othersHeading;
  const others = servicesWithSections.filter((other) => other.id !== service.id);
  if (!heading || others.length === 0) return null;
  const rows = rowSizes(others.length);
  return (
    <section aria-labelledby="offering-others-title" className="py-16 sm:py-20">
      <div className="container-site">
        <h2 id="offering-others-title" className="text-3xl font-semibold sm:text-4xl">
          <span className="mb-2 block h-1.5 w-14 rounded bg-brand" aria-hidden="true" />
          {heading}
        </h2>
        {/* Up to three to a row, none part empty (decision 0037). */}
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-12">
          {others.map((other, i) => (
            <li key={other.id} className={SPAN_LG[rows[i]!]}>
              <a
                href={offeringPath(other.id)}
                className="flex min-h-16 items-center justify-between gap-4 rounded-xl border border-line bg-white px-5 py-4 text-lg font-semibold text-charcoal shadow-sm hover:border-brand hover:text-brand-deep"
              >
                {other.title}
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-dark" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { site } from "~/content";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";
import { optionalTownText, type TownDetails } from "~/lib/towns";

/**
 * The services the town's projects show, in the owner's order, each linking to its page where it has
 * one. Its heading emptied, the section is left out.
 */
export function TownOfferings({ town }: { town: TownDetails }) {
  const heading = optionalTownText(site.pages.town.offeringsHeading, town);
  if (!heading || town.offerings.length === 0) return null;
  const rows = rowSizes(town.offerings.length);
  return (
    <section aria-labelledby="town-offerings-title" className="bg-white py-14 sm:py-20">
      <div className="container-site">
        <h2 id="town-offerings-title" className="text-3xl font-semibold sm:text-4xl">
          {heading}
        </h2>
        {/* Up to three to a row, none part empty (decision 0037). */}
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-12">
          {town.offerings.map((offering, i) => (
            <li key={offering.id} className={SPAN_LG[rows[i]!]}>
              {offering.path ? (
                <a
                  href={offering.path}
                  className="flex min-h-12 items-center justify-between gap-3 rounded-md border-2 border-line bg-paper px-4 py-3 font-semibold text-charcoal hover:border-brand-dark"
                >
                  {offering.title}
                  <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-dark" />
                </a>
              ) : (
                <p className="flex min-h-12 items-center gap-3 rounded-md border-2 border-transparent bg-paper px-4 py-3 font-semibold">
                  <Check aria-hidden="true" className="size-5 shrink-0 text-brand-dark" />
                  {offering.title}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

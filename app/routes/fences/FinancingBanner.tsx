import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign";
import { Link } from "react-router";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { SERVICES_REVEAL } from "./reveal";

/** The financing offer (business.financing) under the page texts' heading; without an offer, no banner. */
export function FinancingBanner() {
  const { financing } = site.business;
  const { financingHeading, financingButton } = site.pages.services;
  if (!financing) return null;
  return (
    <Reveal as="section" {...SERVICES_REVEAL} aria-labelledby="financing-title" className="container-site py-12">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-charcoal p-8 text-white sm:p-10 lg:flex-row lg:items-center">
        <BadgeDollarSign aria-hidden="true" className="size-14 shrink-0 text-brand-light" />
        <div className="flex-1">
          <h2 id="financing-title" className="text-2xl font-semibold sm:text-3xl">
            {financingHeading}
          </h2>
          <p className="mt-2 max-w-prose text-white/90">{financing}</p>
        </div>
        <Link to="/contact" className="btn-primary shrink-0">
          {financingButton}
        </Link>
      </div>
    </Reveal>
  );
}

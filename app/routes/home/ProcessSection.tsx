import ArrowRight from "lucide-react/icons/arrow-right";
import Wallet from "lucide-react/icons/wallet";
import { Link } from "react-router";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { rowSizes, SPAN_LG } from "~/lib/rowSizes";
import { HOME_REVEAL } from "./reveal";
import { SectionHeading } from "./SectionHeading";

/**
 * The steps from first call to finished fence, and how to pay for it. With its heading emptied in
 * the page texts the section is left out; without a financing offer (business.financing) its box is.
 */
export default function ProcessSection() {
  const texts = site.pages.home;
  const { financing } = site.business;
  if (!texts.processHeading) return null;
  const rows = rowSizes(site.process.length, 4);
  return (
    <Reveal as="section" {...HOME_REVEAL} aria-labelledby="process-title" className="bg-paper py-16 sm:py-24">
      <div className="container-site">
        <SectionHeading id="process-title" eyebrow={texts.processEyebrow} title={texts.processHeading}>
          {texts.processIntro && <p>{texts.processIntro}</p>}
        </SectionHeading>
        {/* Four to a row where they come in fours, else up to three, with no row part empty. */}
        <ol
          className={`mt-14 grid gap-x-6 gap-y-10 lg:grid-cols-12 ${site.process.length > 1 ? "md:grid-cols-2" : "mx-auto max-w-2xl"}`}
        >
          {site.process.map((step, i) => (
            <li
              key={step.number}
              className={`relative rounded-lg border border-line bg-white p-6 pt-8 shadow-sm ${SPAN_LG[rows[i]!]}`}
            >
              <span
                aria-hidden="true"
                className="absolute -top-5 left-6 flex size-11 items-center justify-center rounded-md bg-wood-dark font-heading text-xl font-semibold text-white shadow"
              >
                {step.number}
              </span>
              <h3 className="text-xl font-semibold">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-ink-muted">{step.description}</p>
            </li>
          ))}
        </ol>
        {financing && (
          <div className="mt-12 flex flex-col gap-5 rounded-lg bg-charcoal p-6 text-white sm:flex-row sm:items-center sm:p-8">
            <Wallet aria-hidden="true" className="size-12 shrink-0 text-brand-light" />
            <div className="flex-1">
              <h3 className="text-2xl font-semibold">{texts.financingHeading}</h3>
              <p className="mt-1 text-white/90">{financing}</p>
            </div>
            <Link to="/contact" className="btn-primary shrink-0">
              {texts.financingButton}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        )}
      </div>
    </Reveal>
  );
}

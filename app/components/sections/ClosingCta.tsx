import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { pages } from "~/content";

interface Props {
  /** The page's own heading (its closingHeading in content/pages.yml). */
  heading: string;
  id?: string;
}

/**
 * The closing call to action shared by the pages: estimate button and call link. Its sentence and
 * buttons are the texts of every page (pages.everyPage); an emptied sentence is left out.
 */
export function ClosingCta({ heading, id = "closing-cta" }: Props) {
  const headingId = `${id}-title`;
  const { closingText, closingEstimateButton, closingCallButton } = pages.everyPage;
  return (
    <section id={id} aria-labelledby={headingId} className="relative overflow-hidden bg-brand-deep text-white">
      <svg
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-16 w-full text-black/10"
        preserveAspectRatio="none"
        viewBox="0 0 100 10"
      >
        <path
          d="M0 10V4h2V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h4V2l1-1 1 1v2h2v6z"
          fill="currentColor"
        />
      </svg>
      <div className="container-site relative py-16 text-center sm:py-20">
        <h2 id={headingId} className="text-3xl font-semibold sm:text-4xl">
          {heading}
        </h2>
        {closingText && <p className="mx-auto mt-4 max-w-2xl text-lg text-white/95">{closingText}</p>}
        <div className="mx-auto mt-8 flex max-w-xs flex-col justify-center gap-3 sm:max-w-none sm:flex-row">
          <Link to="/contact" className="btn bg-white text-charcoal hover:bg-paper-deep">
            {closingEstimateButton}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <PhoneLink icon label={closingCallButton} className="btn-outline-light" />
        </div>
      </div>
    </section>
  );
}

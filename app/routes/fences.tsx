import { BelowFold } from "~/components/layout/BelowFold";
import { pageMeta } from "~/lib/meta";
import { FaqSection } from "./fences/FaqSection";
import FencesClosing from "./fences/FencesClosing";
import FinancingBanner from "./fences/FinancingBanner";
import { IntroSection } from "./fences/IntroSection";
import { ProcessSection } from "./fences/ProcessSection";
import ServiceSections from "./fences/ServiceSections";
import { SERVICES_FORM_ID, ServicesHero } from "./fences/ServicesHero";

export const meta = () =>
  pageMeta({
    title: "Wood, Vinyl, Metal & Chain Link Fences",
    description:
      "Wood, vinyl, metal and chain link fences and custom gates, installed in 1 to 3 days across DeSoto County and Memphis. Free estimates.",
    path: "/fences",
  });

// Plain prerendered HTML with islands: the estimate form, the 'Request an Estimate' button, the video
// and the questions. The fence types are drawn only as they come near the screen too: without a
// client-side router, /fences#metal is the browser's own jump, which lands right even with the
// sections above it not drawn yet (their pictures then stay out of the first view's downloads).
export default function Fences() {
  return (
    <>
      <ServicesHero />
      <IntroSection formId={SERVICES_FORM_ID} />
      <BelowFold>
        <ServiceSections />
      </BelowFold>
      <ProcessSection />
      <BelowFold>
        <FinancingBanner />
      </BelowFold>
      <FaqSection />
      <BelowFold>
        <FencesClosing />
      </BelowFold>
    </>
  );
}

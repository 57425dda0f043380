import { estimateFirstFieldId } from "~/components/forms/EstimateForm";
import { BelowFold } from "~/components/layout/BelowFold";
import { Reveal } from "~/components/motion/Reveal";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { site } from "~/content";
import { pageMeta } from "~/lib/meta";
import { servicesWithSections } from "~/lib/offerings";
import { FaqSection } from "./fences/FaqSection";
import { FinancingBanner } from "./fences/FinancingBanner";
import { IntroSection } from "./fences/IntroSection";
import { PriceSection } from "./fences/PriceSection";
import { ProcessSection } from "./fences/ProcessSection";
import { SERVICES_REVEAL } from "./fences/reveal";
import { ServiceSection } from "./fences/ServiceSection";
import { SERVICES_FORM_ID, ServicesHero } from "./fences/ServicesHero";

export const meta = () =>
  pageMeta({
    title: site.pages.services.title,
    description: site.pages.services.description,
    path: "/fences",
  });

// Plain prerendered HTML with islands: the estimate form, the 'Request an Estimate' button, the price
// estimator, the video and the questions. Everything after the intro is drawn only as it comes near
// the screen, the fence types too: /fences#metal is the browser's own jump, which lands right even
// with the sections above it not drawn yet (their pictures then stay out of the first view's downloads).
export default function Fences() {
  return (
    <>
      <ServicesHero />
      <IntroSection formId={SERVICES_FORM_ID} />
      <BelowFold>
        {servicesWithSections.map((service, index) => (
          <ServiceSection key={service.id} service={service} index={index} />
        ))}
        <PriceSection
          prices={site.prices}
          texts={site.estimator}
          formId={SERVICES_FORM_ID}
          firstFieldId={estimateFirstFieldId(SERVICES_FORM_ID)}
          tinted={servicesWithSections.length % 2 === 1}
        />
        <ProcessSection />
        <FinancingBanner />
        <FaqSection />
        <Reveal {...SERVICES_REVEAL}>
          <ClosingCta heading={site.pages.services.closingHeading} />
        </Reveal>
      </BelowFold>
    </>
  );
}

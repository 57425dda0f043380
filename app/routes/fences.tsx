import { ClosingCta } from "~/components/sections/ClosingCta";
import { estimateFirstFieldId } from "~/components/forms/EstimateForm";
import { Reveal } from "~/components/motion/Reveal";
import { site } from "~/content";
import { pageMeta } from "~/lib/meta";
import { FaqSection } from "./fences/FaqSection";
import { FinancingBanner } from "./fences/FinancingBanner";
import { IntroSection } from "./fences/IntroSection";
import { ProcessSection } from "./fences/ProcessSection";
import { SERVICES_REVEAL } from "./fences/reveal";
import { ServiceSection } from "./fences/ServiceSection";
import { SERVICES_FORM_ID, ServicesHero } from "./fences/ServicesHero";

export const meta = () =>
  pageMeta({
    title: "Wood, Vinyl, Metal & Chain Link Fences",
    description:
      "Wood, vinyl, metal and chain link fences and custom gates, installed in 1 to 3 days across DeSoto County and Memphis. Free estimates.",
    path: "/fences",
  });

/** 'Request an Estimate' (decisions page): bring the form into view and put the cursor in its first field. */
function goToEstimateForm() {
  const field = document.getElementById(estimateFirstFieldId(SERVICES_FORM_ID));
  if (!field) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  field.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
  field.focus({ preventScroll: true });
}

export default function Fences() {
  return (
    <>
      <ServicesHero />
      <IntroSection onRequestEstimate={goToEstimateForm} />
      {site.services.map((service, index) => (
        <ServiceSection key={service.id} service={service} index={index} />
      ))}
      <ProcessSection />
      <FinancingBanner />
      <FaqSection />
      <Reveal {...SERVICES_REVEAL}>
        <ClosingCta heading="Let's Build Your Fence" />
      </Reveal>
    </>
  );
}

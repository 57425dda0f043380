import { estimateFirstFieldId } from "~/components/forms/EstimateForm";
import { HydrationBoundary } from "~/components/static/HydrationBoundary";
import { staticSection } from "~/components/static/staticSection";
import { pageMeta } from "~/lib/meta";
import { FaqSection } from "./fences/FaqSection";
import { IntroSection } from "./fences/IntroSection";
import { ProcessSection } from "./fences/ProcessSection";
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

// Never interactive: kept as prerendered HTML in the browser, code loaded only after client-side navigation.
const ServiceSections = staticSection("fences-services", "fence types", () => import("./fences/ServiceSections"), {
  anchors: true,
});
const FinancingBanner = staticSection("fences-financing", "financing", () => import("./fences/FinancingBanner"));
const FencesClosing = staticSection(
  "fences-closing",
  "estimate call to action",
  () => import("./fences/FencesClosing"),
);

export default function Fences() {
  return (
    <>
      <HydrationBoundary>
        <ServicesHero />
      </HydrationBoundary>
      <HydrationBoundary>
        <IntroSection onRequestEstimate={goToEstimateForm} />
      </HydrationBoundary>
      <ServiceSections />
      <HydrationBoundary>
        <ProcessSection />
      </HydrationBoundary>
      <FinancingBanner />
      <HydrationBoundary>
        <FaqSection />
      </HydrationBoundary>
      <FencesClosing />
    </>
  );
}

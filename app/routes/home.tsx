import { BelowFold } from "~/components/layout/BelowFold";
import { site } from "~/content";
import { Island } from "~/islands/Island";
import { fillTownText } from "~/content/pageTexts";
import { pageMeta } from "~/lib/meta";
import { townPages } from "~/townPages.mjs";
import AboutSection from "./home/AboutSection";
import { CallUsPanel } from "./home/CallUsPanel";
import CommitmentSection from "./home/CommitmentSection";
import FeaturedProducts from "./home/FeaturedProducts";
import FinalCta from "./home/FinalCta";
import { HomeHero } from "./home/HomeHero";
import ProcessSection from "./home/ProcessSection";
import ReviewsSection from "./home/ReviewsSection";
import WhyChooseUs from "./home/WhyChooseUs";

// The description is the business's own (business.yml), the default of every page.
export const meta = () => pageMeta({ title: site.pages.home.title, path: "/" });

// Plain prerendered HTML: none of these sections sends code to the browser, but the estimate form in
// CallUsPanel and the service area (its town buttons), which are islands. The service area's code
// loads as it comes near the screen, with a labelled spinner meanwhile.
export default function Home() {
  return (
    <>
      <HomeHero />
      <CallUsPanel />
      <BelowFold>
        <FeaturedProducts />
        <AboutSection />
        <WhyChooseUs />
        <ProcessSection />
        <ReviewsSection />
        <CommitmentSection />
        <Island
          name="ServiceAreaSection"
          props={{
            heading: site.pages.home.serviceAreaHeading,
            notes: {
              lead: site.pages.home.serviceAreaLead,
              homeBase: site.pages.home.homeBaseNote,
              call: site.pages.home.serviceAreaCall,
            },
            townLinks: townPages(site).map((town) => ({
              label: fillTownText(site.pages.town.areaLink, town.area),
              to: town.path,
            })),
            ...(site.pages.home.serviceAreaEyebrow ? { eyebrow: site.pages.home.serviceAreaEyebrow } : {}),
          }}
          label="service area"
        />
        <FinalCta />
      </BelowFold>
    </>
  );
}

import { BelowFold } from "~/components/layout/BelowFold";
import { site } from "~/content";
import { Island } from "~/islands/Island";
import { pageMeta } from "~/lib/meta";
import AboutSection from "./home/AboutSection";
import { CallUsPanel } from "./home/CallUsPanel";
import CommitmentSection from "./home/CommitmentSection";
import FeaturedProducts from "./home/FeaturedProducts";
import FinalCta from "./home/FinalCta";
import { HomeHero } from "./home/HomeHero";
import ProcessSection from "./home/ProcessSection";
import ReviewsSection from "./home/ReviewsSection";
import WhyChooseUs from "./home/WhyChooseUs";

// The business's own town, as its address gives it: "Fence Company in Olive Branch, MS".
export const meta = () =>
  pageMeta({
    title: `Fence Company in ${site.contact.address.locality}, ${site.contact.address.region}`,
    path: "/",
  });

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
        <Island name="ServiceAreaSection" props={{}} label="service area" />
        <FinalCta />
      </BelowFold>
    </>
  );
}

import { lazy, Suspense, type ReactNode } from "react";
import { SectionSpinner } from "~/components/motion/SectionSpinner";
import { pageMeta } from "~/lib/meta";
import { CallUsPanel } from "./home/CallUsPanel";
import { HomeHero } from "./home/HomeHero";

export const meta = () =>
  pageMeta({
    title: "Fence Company in Olive Branch, MS",
    path: "/",
  });

// Each section below the form is its own chunk (decisions page: lazy code, content in the prerendered HTML).
const FeaturedProducts = lazy(() => import("./home/FeaturedProducts"));
const AboutSection = lazy(() => import("./home/AboutSection"));
const WhyChooseUs = lazy(() => import("./home/WhyChooseUs"));
const ProcessSection = lazy(() => import("./home/ProcessSection"));
const ReviewsSection = lazy(() => import("./home/ReviewsSection"));
const CommitmentSection = lazy(() => import("./home/CommitmentSection"));
const ServiceAreaSection = lazy(() => import("./home/ServiceAreaSection"));
const FinalCta = lazy(() => import("./home/FinalCta"));

/** Shows a spinner while the section's code loads (after client-side navigation; prerendered HTML covers first load). */
function LazySection({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<SectionSpinner label={`Loading ${label}`} />}>{children}</Suspense>;
}

export default function Home() {
  return (
    <>
      <HomeHero />
      <CallUsPanel />
      <LazySection label="featured products">
        <FeaturedProducts />
      </LazySection>
      <LazySection label="about us">
        <AboutSection />
      </LazySection>
      <LazySection label="why choose us">
        <WhyChooseUs />
      </LazySection>
      <LazySection label="how it works">
        <ProcessSection />
      </LazySection>
      <LazySection label="reviews">
        <ReviewsSection />
      </LazySection>
      <LazySection label="our commitment">
        <CommitmentSection />
      </LazySection>
      <LazySection label="service area">
        <ServiceAreaSection />
      </LazySection>
      <LazySection label="estimate call to action">
        <FinalCta />
      </LazySection>
    </>
  );
}

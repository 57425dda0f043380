import { lazy } from "react";
import { LazySection } from "~/components/motion/LazySection";
import { HydrationBoundary } from "~/components/static/HydrationBoundary";
import { staticSection } from "~/components/static/staticSection";
import { pageMeta } from "~/lib/meta";
import { CallUsPanel } from "./home/CallUsPanel";
import { HomeHero } from "./home/HomeHero";

export const meta = () =>
  pageMeta({
    title: "Fence Company in Olive Branch, MS",
    path: "/",
  });

// Each section below the form is its own chunk (decisions page: lazy code, content in the prerendered HTML).
// The ones that are never interactive are static: the browser keeps their prerendered HTML and loads
// their code only after client-side navigation here (components/static).
const FeaturedProducts = staticSection("home-featured", "featured products", () => import("./home/FeaturedProducts"));
const AboutSection = staticSection("home-about", "about us", () => import("./home/AboutSection"));
const WhyChooseUs = staticSection("home-why", "why choose us", () => import("./home/WhyChooseUs"));
const ProcessSection = staticSection("home-process", "how it works", () => import("./home/ProcessSection"));
const ReviewsSection = staticSection("home-reviews", "reviews", () => import("./home/ReviewsSection"));
const CommitmentSection = staticSection("home-commitment", "our commitment", () => import("./home/CommitmentSection"));
const ServiceAreaSection = lazy(() => import("./home/ServiceAreaSection"));
const FinalCta = staticSection("home-final", "estimate call to action", () => import("./home/FinalCta"));

export default function Home() {
  return (
    <>
      <HydrationBoundary>
        <HomeHero />
      </HydrationBoundary>
      <HydrationBoundary>
        <CallUsPanel />
      </HydrationBoundary>
      <FeaturedProducts />
      <AboutSection />
      <WhyChooseUs />
      <ProcessSection />
      <ReviewsSection />
      <CommitmentSection />
      <LazySection label="service area">
        <ServiceAreaSection />
      </LazySection>
      <FinalCta />
    </>
  );
}

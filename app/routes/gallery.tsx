import { HydrationBoundary } from "~/components/static/HydrationBoundary";
import { staticSection } from "~/components/static/staticSection";
import { pageMeta } from "~/lib/meta";
import { GalleryHero } from "./gallery/GalleryHero";
import { ProjectsSection } from "./gallery/ProjectsSection";

export const meta = () =>
  pageMeta({
    title: "Our Work: Fence Projects in DeSoto County",
    description:
      "Photos of wood, vinyl, metal and chain link fences, gates and decks we have built for neighbours in Olive Branch, Southaven, Hernando and Memphis.",
    path: "/gallery",
  });

const GalleryClosing = staticSection(
  "gallery-closing",
  "estimate call to action",
  () => import("./gallery/GalleryClosing"),
);

export default function Gallery() {
  return (
    <>
      <HydrationBoundary>
        <GalleryHero />
      </HydrationBoundary>
      <HydrationBoundary>
        <ProjectsSection />
      </HydrationBoundary>
      <GalleryClosing />
    </>
  );
}

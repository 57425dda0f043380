import { BelowFold } from "~/components/layout/BelowFold";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { Island } from "~/islands/Island";
import { pageMeta } from "~/lib/meta";
import { GalleryHero } from "./gallery/GalleryHero";

export const meta = () =>
  pageMeta({
    title: "Our Work: Fence Projects in DeSoto County",
    description:
      "Photos of wood, vinyl, metal and chain link fences, gates and decks we have built for neighbors in Olive Branch, Southaven, Hernando and Memphis.",
    path: "/gallery",
  });

// Islands: the estimate form in the hero and the filterable carousel with its lightbox.
export default function Gallery() {
  return (
    <>
      <GalleryHero />
      <Island name="ProjectsSection" props={{}} />
      <BelowFold>
        <ClosingCta heading="Want a Fence Like These?" />
      </BelowFold>
    </>
  );
}

import { BelowFold } from "~/components/layout/BelowFold";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { site } from "~/content";
import { fillNumbers } from "~/content/pageTexts";
import { Island } from "~/islands/Island";
import { pageMeta } from "~/lib/meta";
import { GalleryHero } from "./gallery/GalleryHero";

export const meta = () =>
  pageMeta({
    title: site.pages.gallery.title,
    description: fillNumbers(site.pages.gallery.description, site.business),
    path: "/gallery",
  });

// Islands: the estimate form in the hero and the filterable carousel with its lightbox.
export default function Gallery() {
  return (
    <>
      <GalleryHero />
      <Island
        name="ProjectsSection"
        props={{
          ...(site.pages.gallery.projectsEyebrow ? { eyebrow: site.pages.gallery.projectsEyebrow } : {}),
          heading: fillNumbers(site.pages.gallery.projectsHeading, site.business),
          intro: fillNumbers(site.pages.gallery.projectsIntro, site.business),
          kinds: site.services.map((service) => ({ id: service.id, name: service.navLabel })),
        }}
      />
      <BelowFold>
        <ClosingCta heading={site.pages.gallery.closingHeading} />
      </BelowFold>
    </>
  );
}

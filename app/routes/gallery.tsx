import { BelowFold } from "~/components/layout/BelowFold";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { site } from "~/content";
import { Island } from "~/islands/Island";
import { pageMeta } from "~/lib/meta";
import { GalleryHero } from "./gallery/GalleryHero";
import { ProjectGroups } from "./gallery/ProjectGroups";

export const meta = () =>
  pageMeta({
    title: site.pages.gallery.title,
    description: site.pages.gallery.description,
    path: "/gallery",
  });

// Islands: the estimate form in the hero and the filterable carousel with its lightbox. The photos of
// the owner's projects follow, grouped by project, each group linking to its page (prerendered only).
export default function Gallery() {
  return (
    <>
      <GalleryHero />
      <Island
        name="ProjectsSection"
        props={{
          ...(site.pages.gallery.projectsEyebrow ? { eyebrow: site.pages.gallery.projectsEyebrow } : {}),
          heading: site.pages.gallery.projectsHeading,
          intro: site.pages.gallery.projectsIntro,
          kinds: site.services.map((service) => ({ id: service.id, name: service.navLabel })),
        }}
      />
      <BelowFold>
        <ProjectGroups />
        <ClosingCta heading={site.pages.gallery.closingHeading} />
      </BelowFold>
    </>
  );
}

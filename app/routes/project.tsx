import { useParams } from "react-router";
import { BelowFold } from "~/components/layout/BelowFold";
import { projectPicture } from "~/components/projects/projectPhotos";
import { ClosingCta } from "~/components/sections/ClosingCta";
import { projects, projectTexts, reviews, site, siteOrigin } from "~/content";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { projectImages, projectPagesMeta } from "~/lib/projectMeta";
import { shownProjects } from "~/lib/projects";
import { businessId } from "~/lib/structured-data";
import { ProjectHero } from "./project/ProjectHero";
import { ProjectPhotos } from "./project/ProjectPhotos";
import { ProjectStory } from "./project/ProjectStory";
import { reviewsOfProject } from "~/lib/reviews";
import ReviewsSection from "./home/ReviewsSection";

/** The project a page of this kind shows, by its address name (app/pageKinds.mjs). */
const projectAt = (slug: string | undefined) => shownProjects(projects).find((project) => project.slug === slug);

export const meta = ({ params }: { params: { id?: string } }) => {
  const project = projectAt(params.id);
  if (!project) return [];
  const own = projectPagesMeta(projects, site.business.shortName).get(project.slug)!;
  return pageMeta({
    ...own,
    path: project.path,
    structuredData: projectImages(project, (image) => projectPicture({ image }), absoluteUrl, businessId(siteOrigin)),
  });
};

// One of the owner's projects (/projects/<slug>): its title, town and month, its photos (before and
// after marked), its story and the work done, the reviews that name it, with the call and estimate
// actions. Plain prerendered HTML: no island of its own, nothing to run at a phone's load.
export default function ProjectPage() {
  const project = projectAt(useParams().id);
  // Only the projects are prerendered: another address is the 404 page.
  if (!project) return null;
  return (
    <>
      <ProjectHero project={project} />
      <ProjectPhotos project={project} />
      <BelowFold>
        <ProjectStory project={project} />
        <ReviewsSection
          reviews={reviewsOfProject({ reviews, projects }, project)}
          heading={projectTexts.reviewsHeading}
          here={project.path}
          still
        />
        <ClosingCta heading={projectTexts.closingHeading} />
      </BelowFold>
    </>
  );
}

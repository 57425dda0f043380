// Which pages a review shows on besides the home page (issue 54, part 4): a review may name its kind
// of work (Reviews › Kind of work) and its project (Reviews › Project, by the project's title). The
// pages, their cards and the tests read these rules, so a review is placed in one way everywhere.
import type { SiteContent } from "~/content/schema";
import { projectTitled, shownProjects, type ShownProject } from "./projects";

export type Review = SiteContent["reviews"][number];

/** The content the rules read. */
type ReviewSource = Pick<SiteContent, "reviews" | "projects">;

/**
 * The reviews about a service, in the owner's order: those whose kind of work is that service, and
 * those naming a project that shows it.
 */
export function reviewsAboutOffering(content: ReviewSource, offeringId: string): Review[] {
  const projects = shownProjects(content.projects);
  return content.reviews.filter(
    (review) =>
      review.offering === offeringId ||
      projectTitled(projects, review.project)?.offerings.includes(offeringId) === true,
  );
}

/** The reviews naming a project, in the owner's order. */
export function reviewsOfProject(content: ReviewSource, project: Pick<ShownProject, "slug">): Review[] {
  const projects = shownProjects(content.projects);
  return content.reviews.filter((review) => projectTitled(projects, review.project)?.slug === project.slug);
}

// What a town's page shows (docs/decisions/0040): the town's projects, the work they show and the
// reviews from there. Which towns have a page, and how a place names a town, is app/townPages.mjs.
import type { SiteContent } from "~/content/schema";
import { fillTownText } from "~/content/pageTexts";
import { hasOwnPage, offeringPath } from "~/pageKinds.mjs";
import { areaOfPlace, reviewsFromTown, townPages, type TownPage } from "~/townPages.mjs";
import { projectTitled, shownProjects, type ShownProject } from "./projects";

/** The content a town's page reads. */
export type TownSource = Pick<SiteContent, "serviceAreas" | "projects" | "services" | "reviews" | "business">;

/** A service done in a town, with its page's address where it has one. */
export interface TownOffering {
  id: string;
  title: string;
  path?: string;
}

/** A town with its page, and what the page lists. */
export interface TownDetails extends Omit<TownPage, "projects"> {
  /** Its projects, newest first, with their addresses. */
  projects: ShownProject[];
  /** The services its projects show, in the owner's order. */
  offerings: TownOffering[];
  /** The reviews from there (their town is this one, or their project is one of its), in the owner's order. */
  reviews: SiteContent["reviews"];
}

/** The town whose page has this address name, with what its page lists; none where the town has no page. */
export function townAt(content: TownSource, slug: string | undefined): TownDetails | undefined {
  const town = townPages(content).find((page) => page.slug === slug);
  if (!town) return undefined;
  const areas = content.serviceAreas;
  // Every project's address is made among all the projects (shownProjects), then the town's kept.
  const all = shownProjects(content.projects);
  const projects = all.filter((project) => areaOfPlace(project.place, areas) === town.area);
  const done = new Set(projects.flatMap((project) => project.offerings));
  const offerings = content.services
    .filter((service) => done.has(service.id))
    .map((service) => ({
      id: service.id,
      title: service.title,
      ...(hasOwnPage(service) ? { path: offeringPath(service.id) } : {}),
    }));
  const fromTown = reviewsFromTown(content.reviews, town.area, areas);
  const reviews = content.reviews.filter((review) => {
    const project = projectTitled(all, review.project);
    return fromTown.includes(review) || (project !== undefined && projects.includes(project));
  });
  return { ...town, projects, offerings, reviews };
}

/** A text of the town pages (pages.yml `town`) with the town's name filled in. */
export const townText = (text: string, town: Pick<TownDetails, "area">) => fillTownText(text, town.area);

/** The text if any, filled in for the town. */
export const optionalTownText = (text: string | undefined, town: Pick<TownDetails, "area">) =>
  text ? townText(text, town) : undefined;

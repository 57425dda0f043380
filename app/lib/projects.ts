// The owner's projects as the pages show them (docs/decisions/0039): each with its address, its
// town and its date in words. One module for the gallery, the project pages, the offering pages,
// the prerender and the sitemap, so a project's address is made in one place.
import type { Project } from "~/content/schema";

/** Where the project pages live: /projects/<slug>. */
export const PROJECTS_PATH = "/projects";

/** A project with what the pages need that the owner does not type. */
export interface ShownProject extends Project {
  /** Its address name, unique among the projects: /projects/<slug>. */
  slug: string;
  /** /projects/<slug>. */
  path: string;
  /** The town it is in, chosen or typed. */
  place: string;
  /** "May 2025". */
  when: string;
}

/** Lower-case letters, digits and dashes from any words: "Cedar Fence & Gate" -> "cedar-fence-gate". */
export function slugOf(words: string): string {
  return (
    words
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "project"
  );
}

/** The month in words, in the site's language: 5 -> "May". */
const monthName = (month: number) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month - 1, 1)));

/** "May 2025". */
export const monthAndYear = (project: Pick<Project, "month" | "year">) => `${monthName(project.month)} ${project.year}`;

/** An ISO date of the month, for structured data: "2025-05". */
export const isoMonth = (project: Pick<Project, "month" | "year">) =>
  `${project.year}-${String(project.month).padStart(2, "0")}`;

/** The town a project names: the one chosen among the service areas, else the one typed. */
export const townOf = (project: Pick<Project, "town" | "otherTown">) => project.town ?? project.otherTown ?? "";

/** Newest first; projects of the same month keep the owner's order. */
const newestFirst = (a: Project, b: Project) => b.year - a.year || b.month - a.month;

/**
 * Each project with its address, newest first. The address is made from the title, so it holds as
 * long as the title does. Two titles that make the same address: the oldest project keeps it (adding
 * a newer one never moves an older page), a later one gets its town added, then its year and month,
 * then a number, until the address is its own.
 */
export function shownProjects(projects: readonly Project[]): ShownProject[] {
  const oldestFirst = projects.map((project, order) => ({ project, order }));
  oldestFirst.sort((a, b) => newestFirst(b.project, a.project) || a.order - b.order);
  const taken = new Set<string>();
  const slugs = new Map<Project, string>();
  for (const { project } of oldestFirst) {
    const base = slugOf(project.title);
    const candidates = [
      base,
      `${base}-${slugOf(townOf(project))}`,
      `${base}-${slugOf(townOf(project))}-${isoMonth(project)}`,
    ];
    let slug = candidates.find((candidate) => !taken.has(candidate));
    for (let n = 2; !slug; n++) if (!taken.has(`${candidates[2]}-${n}`)) slug = `${candidates[2]}-${n}`;
    taken.add(slug);
    slugs.set(project, slug);
  }
  return [...projects].sort(newestFirst).map((project) => {
    const slug = slugs.get(project)!;
    return { ...project, slug, path: `${PROJECTS_PATH}/${slug}`, place: townOf(project), when: monthAndYear(project) };
  });
}

/** An offering's projects, newest first: those that name its short address name among their work. */
export function projectsForOffering(projects: readonly Project[], offeringId: string): ShownProject[] {
  return shownProjects(projects).filter((project) => project.offerings.includes(offeringId));
}

/** A town's projects, newest first (the town as typed or chosen, any case). */
export function projectsInTown(projects: readonly Project[], town: string): ShownProject[] {
  const wanted = town.trim().toLowerCase();
  return shownProjects(projects).filter((project) => project.place.trim().toLowerCase() === wanted);
}

/** The project at an address, or none. */
export const projectAt = (projects: readonly Project[], slug: string) =>
  shownProjects(projects).find((project) => project.slug === slug);

/** Every project page's path, for the prerender and the sitemap. */
export const projectPaths = (projects: readonly Project[]) => shownProjects(projects).map((project) => project.path);

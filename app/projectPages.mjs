// The owner's projects as pages (docs/decisions/0039): each with its address, its town and its date
// in words, newest first. Plain JavaScript, so that the page kinds (app/pageKinds.mjs), the
// prerender, the sitemap and the sharing pictures make a project's address as the pages do
// (app/lib/projects.ts gives the app its types).

/** @typedef {import("./content/schema").Project} Project */
/**
 * @typedef {Project & { slug: string, path: string, place: string, when: string }} ShownProject A
 *   project with what the pages need that the owner does not type: its address name (unique among
 *   the projects), its path (/projects/<slug>), its town (chosen or typed, else "") and its month
 *   and year in words ("May 2025").
 */

/** How many of a project's photos its card shows (the gallery, a service's page): its page shows all. */
export const CARD_PHOTOS = 3;

/** The most projects a service's page lists: two rows of three; the gallery has them all. */
export const RECENT_PROJECTS = 6;

/** Where the project pages live: /projects/<slug>. */
export const PROJECTS_PATH = "/projects";

/**
 * Lower-case letters, digits and dashes from any words: "Cedar Fence & Gate" -> "cedar-fence-and-gate".
 * @param {string} words
 */
export function slugOf(words) {
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
const monthName = (/** @type {number} */ month) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month - 1, 1)));

/** "May 2025". @param {{ month: number, year: number }} project */
export const monthAndYear = (project) => `${monthName(project.month)} ${project.year}`;

/** The month as an ISO date, for structured data: "2025-05". @param {{ month: number, year: number }} project */
export const isoMonth = (project) => `${project.year}-${String(project.month).padStart(2, "0")}`;

/** The town a project names: the one chosen among the service areas, else the one typed. @param {{ town?: string, otherTown?: string }} project */
export const townOf = (project) => project.town ?? project.otherTown ?? "";

/** Newest first. @param {Project} a @param {Project} b */
const newestFirst = (a, b) => b.year - a.year || b.month - a.month;

/**
 * Each project with its address, newest first (projects of one month in the owner's order). The
 * address is made from the title, so it holds as long as the title does. Two titles that make the
 * same address: the oldest project keeps it (adding a newer one never moves an older page), a later
 * one gets its town added, then its year and month, then a number, until the address is its own.
 * @param {readonly Project[]} projects
 * @returns {ShownProject[]}
 */
export function shownProjects(projects) {
  const oldestFirst = projects.map((project, order) => ({ project, order }));
  oldestFirst.sort((a, b) => newestFirst(b.project, a.project) || a.order - b.order);
  const taken = new Set();
  /** @type {Map<Project, string>} */
  const slugs = new Map();
  for (const { project } of oldestFirst) {
    const base = slugOf(project.title);
    const town = townOf(project) ? `-${slugOf(townOf(project))}` : "";
    const candidates = [base, `${base}${town}`, `${base}${town}-${isoMonth(project)}`];
    let slug = candidates.find((candidate) => !taken.has(candidate));
    for (let n = 2; !slug; n++) if (!taken.has(`${candidates[2]}-${n}`)) slug = `${candidates[2]}-${n}`;
    taken.add(slug);
    slugs.set(project, slug);
  }
  return [...projects].sort(newestFirst).map((project) => {
    const slug = /** @type {string} */ (slugs.get(project));
    return { ...project, slug, path: `${PROJECTS_PATH}/${slug}`, place: townOf(project), when: monthAndYear(project) };
  });
}

/**
 * A title as a review's choice of a project compares it: spaces at either end and repeated inside
 * dropped, case ignored, so a title the owner only recapitalises still matches.
 * @param {string} title
 */
export const titleKey = (title) => title.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The project a review names by its title (Reviews › Project), or none: the newest of that title
 * where two share it.
 * @template {Project} P
 * @param {readonly P[]} projects newest first, as shownProjects gives them
 * @param {string | undefined} title
 * @returns {P | undefined}
 */
export const projectTitled = (projects, title) =>
  title ? projects.find((project) => titleKey(project.title) === titleKey(title)) : undefined;

/**
 * An offering's projects, newest first: those that name its short address name among their work.
 * @param {{ projects: readonly Project[] }} content
 * @param {string} offeringId
 */
export const projectsForOffering = (content, offeringId) =>
  shownProjects(content.projects).filter((project) => project.offerings.includes(offeringId));

/**
 * A town's projects, newest first (the town as chosen or typed, in any case).
 * @param {{ projects: readonly Project[] }} content
 * @param {string} town
 */
export function projectsInTown(content, town) {
  const wanted = town.trim().toLowerCase();
  return shownProjects(content.projects).filter((project) => project.place.trim().toLowerCase() === wanted);
}

/**
 * The photo a project is shown by where it has one picture (its sharing picture): its first after
 * photo, else its first.
 * @param {Project} project
 */
export const leadPhoto = (project) => project.photos.find((photo) => photo.stage === "after") ?? project.photos[0];

/**
 * A project's photos with its lead photo first and the others in the owner's order: the finished
 * work opens its card and its page, the photos before it follow.
 * @template {{ stage?: string }} P
 * @param {{ photos: readonly P[] }} project
 * @returns {P[]}
 */
export function photosLeadFirst(project) {
  const lead = project.photos.find((photo) => photo.stage === "after") ?? project.photos[0];
  return lead ? [lead, ...project.photos.filter((photo) => photo !== lead)] : [];
}

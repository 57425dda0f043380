// Town pages that real work earns (docs/decisions/0040): a town of the owner's service areas has a
// page at /areas/<town> once at least the owner's number of projects (Business and contact ›
// Business › Projects that give a town its own page) are in it. A town page holds only what the
// owner did and was told there (its projects, the work they show, the reviews from there), never a
// page made for a town name alone, which Google's spam policies call a doorway. Plain JavaScript,
// so that app/pageKinds.mjs and the Node scripts that read it read the same rule as the app.

import { leadPhoto, townOf } from "./projectPages.mjs";

/** @typedef {import("./content/schema").SiteContent} SiteContent */
/** @typedef {SiteContent["serviceAreas"][number]} ServiceArea */

/** Where the town pages live: /areas/<town>. */
export const AREAS_PATH = "/areas";

/** The projects a town needs for its own page when the owner's content does not say (as shipped). */
export const TOWN_PAGE_PROJECTS = 2;
/** The fewest the owner may set: one project already has its own page, a town page of it alone would repeat it. */
export const TOWN_PAGE_PROJECTS_MIN = 2;
/** The most: a number no town reaches gives no town a page. */
export const TOWN_PAGE_PROJECTS_MAX = 99;

/**
 * A town's name as the matching compares it: lower case, without accents, each run of anything but
 * letters and digits one space ("St. Louis" and "st louis", "Olive-Branch" and "olive branch").
 * @param {string} name
 */
export const townNameKey = (name) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * A place as a person types it: the town's name before the first comma, and the state where a
 * two-letter code follows it ("Olive Branch, MS" -> Olive Branch in MS; "Olive Branch" and "Olive
 * Branch, Mississippi" -> Olive Branch, state not compared).
 * @param {string} text
 * @returns {{ name: string, state: string | undefined }}
 */
export function placeOf(text) {
  const [name = "", ...rest] = text.split(",");
  const code = rest.join(",").trim().toUpperCase();
  return { name: townNameKey(name), state: /^[A-Z]{2}$/.test(code) ? code : undefined };
}

/**
 * The service area a place names, or none: the first town of the list with the same name (by
 * townNameKey), in the same state where the place writes a state code. A review's "Southaven, MS",
 * a project's chosen "Southaven" and a typed "southaven" all name the service area Southaven, MS;
 * "Southaven, TN" does not.
 * @template {{ name: string, state: string }} A
 * @param {string | undefined} place
 * @param {readonly A[]} areas
 * @returns {A | undefined}
 */
export function areaOfPlace(place, areas) {
  if (!place) return undefined;
  const { name, state } = placeOf(place);
  if (!name) return undefined;
  return areas.find((area) => townNameKey(area.name) === name && (!state || area.state === state));
}

/**
 * Each service area's address name: its name's ("olive-branch"), with its state's where two towns
 * of the list share a name ("franklin-tn", "franklin-ky").
 * @param {readonly { name: string, state: string }[]} areas
 * @returns {string[]}
 */
export function townSlugs(areas) {
  const base = areas.map((area) => townNameKey(area.name).replace(/ /g, "-") || "town");
  return base.map((slug, i) =>
    base.indexOf(slug) === base.lastIndexOf(slug) ? slug : `${slug}-${areas[i]?.state.toLowerCase()}`,
  );
}

/**
 * @typedef {object} TownPage A town that has its page.
 * @property {ServiceArea} area The town as the owner lists it.
 * @property {string} slug Its address name: /areas/<slug>.
 * @property {string} path /areas/<slug>.
 * @property {string} name "Southaven, MS": its name in the menus, the breadcrumbs and the sharing picture.
 * @property {SiteContent["projects"]} projects Its projects, in the owner's order.
 */

/**
 * The towns that have a page, in the order of the service areas: those with at least the owner's
 * number of projects (a project counts for the service area its town names: areaOfPlace).
 * @param {Pick<SiteContent, "serviceAreas" | "projects"> & { business: { townPageProjects?: number } }} content
 * @returns {TownPage[]}
 */
export function townPages(content) {
  const areas = content.serviceAreas;
  const needed = content.business.townPageProjects ?? TOWN_PAGE_PROJECTS;
  const slugs = townSlugs(areas);
  const projects = content.projects ?? [];
  return areas.flatMap((area, i) => {
    const own = projects.filter((project) => areaOfPlace(townOf(project), areas) === area);
    if (own.length < needed) return [];
    const slug = /** @type {string} */ (slugs[i]);
    return [{ area, slug, path: `${AREAS_PATH}/${slug}`, name: `${area.name}, ${area.state}`, projects: own }];
  });
}

/**
 * The page of the town a place names (a project's town, a review's), or none: the place names no
 * service area, or that town has too few projects for a page.
 * @param {Parameters<typeof townPages>[0]} content
 * @param {string | undefined} place
 * @returns {TownPage | undefined}
 */
export function townPageOf(content, place) {
  const area = areaOfPlace(place, content.serviceAreas);
  return area && townPages(content).find((town) => town.area === area);
}

/**
 * The towns with a page among the towns of some projects (a service's, a review's), in the order of
 * the service areas.
 * @param {Parameters<typeof townPages>[0]} content
 * @param {readonly { town?: string, otherTown?: string }[]} projects
 * @returns {TownPage[]}
 */
export const townsWithWork = (content, projects) =>
  townPages(content).filter((town) =>
    projects.some((project) => areaOfPlace(townOf(project), content.serviceAreas) === town.area),
  );

/**
 * Each service area as the menus and the home page list it: its name, and its page's address where
 * it has one (the other towns are listed without a link).
 * @param {Parameters<typeof townPages>[0]} content
 * @returns {{ label: string, to?: string }[]}
 */
export function areaLinks(content) {
  const pages = townPages(content);
  return content.serviceAreas.map((area) => {
    const page = pages.find((town) => town.area === area);
    return { label: `${area.name}, ${area.state}`, ...(page ? { to: page.path } : {}) };
  });
}

/**
 * The reviews from a town: those whose place names it (areaOfPlace), in the owner's order.
 * @template {{ place: string }} R
 * @param {readonly R[]} reviews
 * @param {ServiceArea} area
 * @param {readonly ServiceArea[]} areas
 * @returns {R[]}
 */
export const reviewsFromTown = (reviews, area, areas) =>
  reviews.filter((review) => areaOfPlace(review.place, areas) === area);

/**
 * The picture of a town's page (its top and its sharing picture): its newest project's lead photo
 * (app/projectPages.mjs: its first marked after, else its first).
 * @template {Pick<SiteContent["projects"][number], "year" | "month" | "photos">} P
 * @param {readonly P[]} projects
 * @returns {P["photos"][number] | undefined}
 */
export function townPicture(projects) {
  const newest = projects.reduce(
    (found, project) => (!found || project.year * 12 + project.month > found.year * 12 + found.month ? project : found),
    /** @type {P | undefined} */ (undefined),
  );
  return newest && leadPhoto(newest);
}

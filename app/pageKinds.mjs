// Pages made from content (docs/decisions/0038): one record per kind of page, each page of a kind
// made from one item of the content (an offering, a project), at an address made from the item's
// short name. The public pages of app/pages.mjs are written one by one; these follow the content:
// an item added adds its page, an item removed removes it, its sitemap entry and every link to it.
// The routes, the prerender, the sitemap, the sharing pictures, the breadcrumbs and the tests read
// this list as they read app/pages.mjs (docs/developing.md, "Add a page"). Plain JavaScript, so that
// Node scripts read it as the app does.

import { hasOwnPage, offeringPath } from "./offeringPages.mjs";
import { ESTIMATE_FORM_DESKTOP, ESTIMATE_FORM_PHONE, MOBILE_MENU } from "./pages.mjs";

import { leadPhoto, PROJECTS_PATH, shownProjects } from "./projectPages.mjs";
import { AREAS_PATH, townPages, townPicture } from "./townPages.mjs";

export { hasOwnPage, offeringPath };

/** @typedef {import("./content/schema").SiteContent} SiteContent */
/** @typedef {import("./pages.mjs").ScriptBudgets} ScriptBudgets */
/** @typedef {import("./pages.mjs").PageKey} PageKey */

/**
 * @typedef {object} ContentPage One page of a kind, for the content in use.
 * @property {string} path Its address: the kind's pattern with the item's short name ("/fences/wood").
 * @property {string} name Its name in the breadcrumbs, the owner's words ("Wood Fences").
 * @property {string} shareHeadline The large line on its sharing picture.
 * @property {string} [sharePicture] The picture behind that line: a picture's name under the
 *   content's images folder without its extension ("services/wood-1"), as the image step reads it.
 *   Left out, the picture is brand-only.
 */

/**
 * @typedef {object} PageKind
 * @property {string} key Its one name ("offering"); its pages' sharing pictures are public/og/<key>-<id>.jpg.
 * @property {string} pattern Its address with the item's short name as `:id` ("/fences/:id"), as
 *   app/routes.ts declares it; the route module reads the item by `params.id`.
 * @property {string} route Its route module under app/.
 * @property {PageKey} parent The public page above it in the breadcrumbs ("services": Home › Services › Wood Fences).
 * @property {(content: SiteContent) => ContentPage[]} pages Its pages for this content, in the owner's order.
 * @property {ScriptBudgets} budgets Bytes of script of each of its pages (tests/e2e/budgets.spec.ts):
 *   the shipped content's heaviest page's figure plus 5%.
 */

/** A project page's script at a desktop's load: the header's islands alone, measured plus 5%. */
const PROJECT_AT_LOAD_DESKTOP = 16_300;

/** @type {PageKind[]} */
export const pageKinds = [
  {
    key: "offering",
    pattern: "/fences/:id",
    route: "routes/offering.tsx",
    parent: "services",
    pages: (content) =>
      content.services.filter(hasOwnPage).map((service) => ({
        path: offeringPath(service.id),
        name: service.title,
        shareHeadline: service.title,
        ...(service.images[0] ? { sharePicture: `services/${service.images[0].image}` } : {}),
      })),
    // Measured on the sample's /fences/wood (docs/performance-budgets.md): 15,427 B at a desktop's
    // load; on a desktop the estimator 4,229 B and the footer map 2,324 B on their first use, each
    // its figure plus 5% here (they were /fences' budgets, where the map comes with the questions).
    budgets: {
      atLoad: { phone: 0, desktop: 16_200 },
      firstUse: {
        phone: { MobileMenu: MOBILE_MENU, EstimateForm: ESTIMATE_FORM_PHONE, Estimator: 15_300, MapFacade: 14_700 },
        desktop: { EstimateForm: ESTIMATE_FORM_DESKTOP, Estimator: 4_500, MapFacade: 2_500 },
      },
    },
  },
  {
    // A page for each of the owner's projects, at an address made from its title (app/projectPages.mjs,
    // decision 0039), under the gallery, which groups its photos.
    key: "project",
    pattern: `${PROJECTS_PATH}/:id`,
    route: "routes/project.tsx",
    parent: "gallery",
    pages: (content) =>
      shownProjects(content.projects).map((project) => ({
        path: project.path,
        name: project.title,
        shareHeadline: project.title,
        sharePicture: `projects/${leadPhoto(project)?.image}`,
      })),
    // No island but the header's and the footer's map: nothing at a phone's load, each on its first use.
    budgets: {
      atLoad: { phone: 0, desktop: PROJECT_AT_LOAD_DESKTOP },
      firstUse: { phone: { MobileMenu: MOBILE_MENU, MapFacade: 14_700 }, desktop: { MapFacade: 2_400 } },
    },
  },
  {
    // A town with at least the owner's number of projects (app/townPages.mjs, decision 0040): its
    // projects, the work they show, the reviews from there, the phone and hours. Under Our Work in
    // the breadcrumbs, as its projects are; its picture the finished work of its newest one.
    key: "town",
    pattern: `${AREAS_PATH}/:id`,
    route: "routes/town.tsx",
    parent: "gallery",
    pages: (content) =>
      townPages(content).map((town) => {
        const photo = townPicture(town.projects);
        return {
          path: town.path,
          name: town.name,
          shareHeadline: town.name,
          ...(photo ? { sharePicture: `projects/${photo.image}` } : {}),
        };
      }),
    // No island but the header's and the footer map's: nothing at a phone's load (measured on the
    // sample: 15,420 B at a desktop's load, its footer map 2,324 B on a desktop, 14,311 B on a phone).
    budgets: {
      atLoad: { phone: 0, desktop: 16_200 },
      firstUse: { phone: { MobileMenu: MOBILE_MENU, MapFacade: 14_700 }, desktop: { MapFacade: 2_500 } },
    },
  },
];

/** A kind's pattern as a test of a path: "/fences/:id" matches "/fences/wood" and nothing deeper. */
const patternTest = (/** @type {string} */ pattern) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:id/, "([a-z0-9-]+)")}$`);

/**
 * The kind a path's address has, whatever the content, with the item's short name: the sharing
 * picture and the breadcrumbs read it before knowing whether the item exists.
 * @param {string} path
 * @returns {{ kind: PageKind, id: string } | undefined}
 */
export function kindAt(path) {
  for (const kind of pageKinds) {
    const match = patternTest(kind.pattern).exec(path);
    if (match) return { kind, id: /** @type {string} */ (match[1]) };
  }
  return undefined;
}

/**
 * Every page made from this content, kind by kind, each with its kind's key and its sharing
 * picture's key ("offering-wood").
 * @param {SiteContent} content
 * @returns {(ContentPage & { kind: string, key: string })[]}
 */
export const contentPages = (content) =>
  pageKinds.flatMap((kind) =>
    kind.pages(content).map((page) => ({ ...page, kind: kind.key, key: `${kind.key}-${kindAt(page.path)?.id}` })),
  );

/**
 * The page made from this content at a path, or undefined (no such item, or not a content page's address).
 * @param {SiteContent} content
 * @param {string} path
 */
export const contentPageAt = (content, path) => contentPages(content).find((page) => page.path === path);

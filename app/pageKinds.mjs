// Pages made from content (docs/decisions/0038): one record per kind of page, each page of a kind
// made from one item of the content (an offering, a project), at an address made from the item's
// short name. The public pages of app/pages.mjs are written one by one; these follow the content:
// an item added adds its page, an item removed removes it, its sitemap entry and every link to it.
// The routes, the prerender, the sitemap, the sharing pictures, the breadcrumbs, the benchmark, the
// screenshots and the tests read this list as they read app/pages.mjs (docs/developing.md, "Add a
// page"). Plain JavaScript, so that Node scripts read it as the app does.

import { AREAS_PATH, townPages, townPicture } from "./townPages.mjs";

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

/** The phone menu's script on its first use: the same island on every page (app/pages.mjs). */
const MOBILE_MENU = 17_700;

/**
 * An offering has a page of its own when the owner describes it: without a description it has no
 * section on /fences either, and its home page card opens its photos in the gallery.
 * @param {{ description?: string | undefined }} service
 */
export const hasOwnPage = (service) => Boolean(service.description);

/** An offering's page's address: /fences/<its short address name>. */
export const offeringPath = (/** @type {string} */ id) => `/fences/${id}`;

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
    budgets: {
      atLoad: { phone: 0, desktop: 16_200 },
      firstUse: {
        phone: { MobileMenu: MOBILE_MENU, EstimateForm: 20_500, Estimator: 15_300, MapFacade: 14_700 },
        desktop: { EstimateForm: 7_300, Estimator: 7_200, MapFacade: 3_700 },
      },
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
    budgets: {
      atLoad: { phone: 0, desktop: 16_200 },
      firstUse: { phone: { MobileMenu: MOBILE_MENU, MapFacade: 14_700 }, desktop: { MapFacade: 3_700 } },
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

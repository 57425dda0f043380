// The site's pages, in navigation order: one record per page, the one place a page is named. The
// routes, the prerender, the navigation, the sitemap, the sharing pictures, the content schema and
// the editor's Pages screen (its texts), the benchmark, the screenshots and the tests read it. A
// page is a record here, its route module under app/routes/ and its texts in content/pages.yml
// (docs/developing.md, "Add a page"). Plain JavaScript, so that Node scripts read it as the app does;
// the islands get the links alone (pageLinks, vite/siteContent.ts), not the records.

/**
 * @typedef {"description" | "heading" | "paragraph"} PageTextKind What a page text is, which sets
 *   its length limit and its box in the editor (app/content/schema.ts): the page's description in
 *   search results, a heading (one line), or a paragraph.
 */

/**
 * @typedef {object} PageText One text of a page in content/pages.yml, besides the title and the
 *   sharing picture's headline that every page has.
 * @property {PageTextKind} kind
 * @property {string} [label] Its name in the editor (a description's is "Description for search results").
 * @property {string} [hint] The line under it in the editor.
 */

/**
 * @typedef {Record<"phone" | "desktop", number>} ScriptBudget Bytes of script (Brotli) at a screen
 *   width: tests/e2e/budgets.spec.ts and docs/performance-budgets.md.
 */

/**
 * @typedef {object} ScriptBudgets The script a page fetches, by screen width: at load, and on first
 *   use of each island it holds (by island name), the shipped content's figure plus 5%.
 * @property {ScriptBudget} atLoad
 * @property {{ phone: Record<string, number>, desktop: Record<string, number> }} firstUse
 */

/** The page's large heading and the sentence under it, which most pages open with. */
const HERO = /** @type {const} */ ({
  heading: { kind: "heading", label: "Headline" },
  intro: { kind: "paragraph", label: "Sentence under the headline" },
});

/** The phone menu's script on its first use: the same island on every page. */
const MOBILE_MENU = 17_700;
/**
 * The estimate form's script on its first use on a desktop, where Preact is there already: the same
 * island on every page that has it, with the range the price estimator may hand it (decision 0022).
 */
const ESTIMATE_FORM_DESKTOP = 6_900;

export const publicPages = /** @type {const} */ ([
  {
    /** The page's one name: its texts in content/pages.yml, its sharing picture (public/og/home.jpg), its menu link. */
    key: "home",
    path: "/",
    /** Its name in the menus. */
    name: "Home",
    route: "routes/home.tsx",
    /** Its group on the editor's Pages screen. */
    editorLabel: "Home page",
    texts: {
      ...HERO,
      townsServed: {
        kind: "heading",
        label: "Label under the number of towns",
        hint: "The words after the number, e.g. towns served around our county",
      },
      familyReason: { kind: "paragraph", label: "Last reason under Why choose us" },
      serviceAreaHeading: { kind: "heading", label: "Heading beside the map", hint: "Names the area you serve" },
    },
    budgets: {
      atLoad: { phone: 0, desktop: 15_900 },
      firstUse: {
        phone: { MobileMenu: MOBILE_MENU, EstimateForm: 19_900, ServiceAreaSection: 16_500, MapFacade: 14_700 },
        desktop: { EstimateForm: ESTIMATE_FORM_DESKTOP, ServiceAreaSection: 4_500, MapFacade: 4_500 },
      },
    },
  },
  {
    key: "services",
    path: "/fences",
    name: "Services",
    route: "routes/fences.tsx",
    editorLabel: "Services page (/fences)",
    texts: {
      description: { kind: "description" },
      ...HERO,
      overview: { kind: "paragraph", label: "First paragraph under the top of the page" },
      videoLabel: {
        kind: "heading",
        label: "What the process video shows",
        hint: "Read aloud to visitors who cannot see the video",
      },
    },
    budgets: {
      atLoad: { phone: 0, desktop: 16_200 },
      firstUse: {
        phone: {
          MobileMenu: MOBILE_MENU,
          EstimateForm: 19_900,
          EstimateJumpButton: 11_200,
          // The price estimator: its code, the prices and the section's words, the fields it shares
          // with the forms, and on a phone the boot script and Preact, as the first island used.
          Estimator: 15_300,
          ProcessVideoIsland: 17_100,
          FaqAccordionIsland: 17_100,
          MapFacade: 14_700,
        },
        desktop: {
          EstimateForm: ESTIMATE_FORM_DESKTOP,
          Estimator: 7_200,
          ProcessVideoIsland: 4_500,
          FaqAccordionIsland: 6_800,
          MapFacade: 3_700,
        },
      },
    },
  },
  {
    key: "gallery",
    path: "/gallery",
    name: "Our Work",
    route: "routes/gallery.tsx",
    editorLabel: "Gallery page",
    texts: {
      description: { kind: "description" },
      ...HERO,
      projectsIntro: { kind: "paragraph", label: "Sentence over the photos" },
    },
    budgets: {
      atLoad: { phone: 0, desktop: 32_500 },
      firstUse: {
        // The form sits just above the gallery: the gallery loads with it.
        phone: { MobileMenu: MOBILE_MENU, EstimateForm: 36_400, ProjectsSection: 28_900, MapFacade: 14_700 },
        desktop: { EstimateForm: ESTIMATE_FORM_DESKTOP, MapFacade: 2_200 },
      },
    },
  },
  {
    key: "contact",
    path: "/contact",
    name: "Contact",
    route: "routes/contact.tsx",
    editorLabel: "Contact page",
    /** The page's first heading, fixed: it has no heading among its texts. */
    heading: "Contact Us",
    texts: {
      description: { kind: "description" },
      projectsHeading: { kind: "heading", label: "Heading over the moving photos" },
    },
    budgets: {
      atLoad: { phone: 0, desktop: 15_900 },
      firstUse: {
        phone: { MobileMenu: MOBILE_MENU, QuoteForm: 19_200, MapFacade: 14_700 },
        desktop: { QuoteForm: 6_700, MapFacade: 2_200 },
      },
    },
  },
]);

/**
 * Every other address. React Router prerenders only pages that answer 200, so the catch-all route
 * is prerendered at this path and scripts/postbuild.mjs moves it to the 404 file hosts serve. It
 * shares the home page's sharing picture.
 */
export const notFoundPage = /** @type {const} */ ({
  path: "/404",
  route: "routes/not-found.tsx",
  budgets: {
    atLoad: { phone: 0, desktop: 17_900 },
    firstUse: { phone: { MobileMenu: 17_900, MapFacade: 14_900, MissingPathLog: 11_000 }, desktop: {} },
  },
});

export { thankYouPage } from "./thankYouPage.mjs";

/** @typedef {(typeof publicPages)[number]} PublicPage */
/** @typedef {PublicPage["path"]} PublicPath */
/** @typedef {PublicPage["key"]} PageKey */

/** The page at a path, or undefined. */
export const pageAt = (/** @type {string} */ path) => publicPages.find((page) => page.path === path);

/** @typedef {{ [P in PublicPage as P["key"]]: P }} PagesByKey */
/** Each page's record by its key, such as `pageByKey.contact`. */
export const pageByKey = /** @type {PagesByKey} */ (
  /** @type {unknown} */ (Object.fromEntries(publicPages.map((page) => [page.key, page])))
);

// The site's pages, in navigation order: the one list that the routes, the navigation, the
// prerender, the sitemap, the sharing pictures, the benchmark and the tests read. A page is added
// here and in its route module under app/routes/. Plain JavaScript, so that Node scripts read it
// as the app does.

/**
 * @typedef {object} SocialImage The page's sharing picture (Open Graph / Twitter card).
 * @property {string} slug File name under public/og/, without extension.
 * @property {PageTexts} texts The page's entry in content/pages.yml, whose shareHeadline is the
 *   large line on the picture (and the core of its alt text).
 */

/** @typedef {keyof import("./content/schema").SiteContent["pages"]} PageTexts */

export const publicPages = /** @type {const} */ ([
  {
    key: "home",
    path: "/",
    name: "Home",
    route: "routes/home.tsx",
  },
  {
    key: "services",
    path: "/fences",
    name: "Services",
    route: "routes/fences.tsx",
  },
  {
    key: "work",
    path: "/gallery",
    name: "Our Work",
    route: "routes/gallery.tsx",
  },
  {
    key: "contact",
    path: "/contact",
    name: "Contact",
    route: "routes/contact.tsx",
  },
]);

/**
 * Each public page's sharing picture and its texts in content/pages.yml, by path. Kept apart from
 * the list so that the islands that read the list (the header's links) stay as small as they are.
 * @satisfies {Record<PublicPath, SocialImage>}
 */
export const socialImages = /** @type {const} */ ({
  "/": { slug: "home", texts: "home" },
  "/fences": { slug: "fences", texts: "services" },
  "/gallery": { slug: "gallery", texts: "gallery" },
  "/contact": { slug: "contact", texts: "contact" },
});

/**
 * Every other address. React Router prerenders only pages that answer 200, so the catch-all route
 * is prerendered at this path and scripts/postbuild.mjs moves it to the 404 file hosts serve.
 */
export const notFoundPage = /** @type {const} */ ({ path: "/404", route: "routes/not-found.tsx" });

export { thankYouPage } from "./thankYouPage.mjs";

/** @typedef {(typeof publicPages)[number]["path"]} PublicPath */
/** @typedef {(typeof publicPages)[number]["key"]} PageKey */

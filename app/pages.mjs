// The site's pages, in navigation order: the one list that the routes, the navigation, the
// prerender, the sitemap, the sharing pictures, the benchmark and the tests read. A page is added
// here and in its route module under app/routes/. Plain JavaScript, so that Node scripts read it
// as the app does.

/**
 * @typedef {object} SocialImage The page's sharing picture (Open Graph / Twitter card).
 * @property {string} slug File name under public/og/, without extension.
 * @property {string} headline The large line on the picture (and the core of its alt text).
 */

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
 * Each public page's sharing picture, by path. Kept apart from the list so that the islands that
 * read the list (the header's links) do not download the pictures' headlines.
 * @satisfies {Record<PublicPath, SocialImage>}
 */
export const socialImages = /** @type {const} */ ({
  "/": { slug: "home", headline: "Great Fences Make Better Neighbors!" },
  "/fences": { slug: "fences", headline: "Wood, Vinyl, Metal & Chain Link Fences" },
  "/gallery": { slug: "gallery", headline: "Fences We’ve Built for Our Neighbors" },
  "/contact": { slug: "contact", headline: "Free, No-Obligation Fence Quotes" },
});

/**
 * Every other address. React Router prerenders only pages that answer 200, so the catch-all route
 * is prerendered at this path and scripts/postbuild.mjs moves it to the 404 file hosts serve.
 */
export const notFoundPage = /** @type {const} */ ({ path: "/404", route: "routes/not-found.tsx" });

export { thankYouPage } from "./thankYouPage.mjs";

/** @typedef {(typeof publicPages)[number]["path"]} PublicPath */
/** @typedef {(typeof publicPages)[number]["key"]} PageKey */

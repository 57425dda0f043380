/**
 * The site's public pages, in navigation order. The prerender list, the
 * sitemap and the tests all read from here so a new page is added once.
 */
export const publicPages = [
  { path: "/", name: "Home" },
  { path: "/fences", name: "Services" },
  { path: "/gallery", name: "Our Work" },
  { path: "/contact", name: "Contact" },
] as const;

export type PublicPath = (typeof publicPages)[number]["path"];

/** The catch-all route is prerendered at /404 and moved to 404.html after the build. */
export const notFoundPrerenderPath = "/404";

export const prerenderPaths = [...publicPages.map((p) => p.path), notFoundPrerenderPath];

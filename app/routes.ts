import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pageKinds } from "./pageKinds.mjs";
import { notFoundPage, publicPages, thankYouPage } from "./pages.mjs";

// One route per page of app/pages.mjs, one per kind of page made from content (app/pageKinds.mjs),
// the form inbox's thank-you page, then the catch-all.
export default [
  ...publicPages.map((page) => (page.path === "/" ? index(page.route) : route(page.path.slice(1), page.route))),
  ...pageKinds.map((kind) => route(kind.pattern.slice(1), kind.route)),
  route(thankYouPage.path.slice(1), thankYouPage.route),
  route("*", notFoundPage.route),
] satisfies RouteConfig;

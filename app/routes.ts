import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { notFoundPage, publicPages, thankYouPage } from "./pages.mjs";

// One route per page of app/pages.mjs, the form inbox's thank-you page, then the catch-all.
export default [
  ...publicPages.map((page) => (page.path === "/" ? index(page.route) : route(page.path.slice(1), page.route))),
  route(thankYouPage.path.slice(1), thankYouPage.route),
  route("*", notFoundPage.route),
] satisfies RouteConfig;

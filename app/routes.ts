import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { notFoundPage, publicPages } from "./pages.mjs";

// One route per page of app/pages.mjs, then the catch-all.
export default [
  ...publicPages.map((page) => (page.path === "/" ? index(page.route) : route(page.path.slice(1), page.route))),
  route("*", notFoundPage.route),
] satisfies RouteConfig;

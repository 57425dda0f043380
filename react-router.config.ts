import type { Config } from "@react-router/dev/config";
import { notFoundPage, publicPages } from "./app/pages.mjs";
import { BUILD_DIR } from "./scripts/build-layout.mjs";

export default {
  // Every page is static HTML: there is no server at run time.
  ssr: false,
  // Every public page, then the 404 page.
  prerender: [...publicPages.map((page) => page.path), notFoundPage.path],
  buildDirectory: BUILD_DIR,
} satisfies Config;

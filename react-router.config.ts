import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes-list";
import { BUILD_DIR } from "./scripts/build-layout.mjs";

export default {
  // Every page is static HTML: there is no server at run time.
  ssr: false,
  prerender: prerenderPaths,
  buildDirectory: BUILD_DIR,
} satisfies Config;

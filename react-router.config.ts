import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes-list";

export default {
  // Every page is static HTML: there is no server at run time.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;

import type { Config } from "@react-router/dev/config";
import { loadContent } from "./app/content/load.ts";
import { contentPages } from "./app/pageKinds.mjs";
import { notFoundPage, publicPages, thankYouPage } from "./app/pages.mjs";
import { BUILD_DIR } from "./scripts/lib/build-paths.mjs";

export default {
  // Every page is static HTML: there is no server at run time.
  ssr: false,
  // Every public page, every page made from the content (app/pageKinds.mjs), the form inbox's
  // thank-you page while the inbox is on, then the 404 page. Read when the prerender starts: the
  // content has been validated, with its messages, by then.
  prerender: () => {
    const content = loadContent();
    return [
      ...publicPages.map((page) => page.path),
      ...contentPages(content).map((page) => page.path),
      ...(content.forms.inbox ? [thankYouPage.path] : []),
      notFoundPage.path,
    ];
  },
  buildDirectory: BUILD_DIR,
} satisfies Config;

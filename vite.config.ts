import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { siteContent } from "./app/content/site";
import { parseContent, sampleContactWarning } from "./app/content/validate";
import { islandsBoot } from "./vite/islandsBoot";
import { preactInBrowser } from "./vite/preactInBrowser";

// Validate the owner's content before anything is bundled: a mistake stops here, naming the field.
const site = parseContent(siteContent);

/**
 * The one-line reminder while the sample phone and e-mail are still in place.
 */
function contentCheck(): Plugin {
  return {
    name: "content-check",
    apply: "build",
    buildStart() {
      // React Router builds the browser and the prerender bundles: say it once, with the first.
      if (this.environment.name !== "client") return;
      const warning = sampleContactWarning(site);
      if (warning) this.warn(warning);
    },
  };
}

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [preactInBrowser(), tailwindcss(), reactRouter(), islandsBoot(), contentCheck()],
  build: {
    // Small assets stay separate files so the CSP never needs data: scripts.
    assetsInlineLimit: 0,
    // No preload helper around dynamic imports: it appended a <link rel="modulepreload"> per
    // dependency each time an island loaded, a long task on a slow phone. The browser fetches an
    // island's few small dependencies itself (most, React first, are already loaded).
    modulePreload: false,
  },
});

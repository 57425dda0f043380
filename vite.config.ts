import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { brandShadesPlugin } from "./vite/brandShades.ts";
import { islandsBoot } from "./vite/islandsBoot.ts";
import { preactInBrowser } from "./vite/preactInBrowser.ts";
import { siteContent } from "./vite/siteContent.ts";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [siteContent(), preactInBrowser(), brandShadesPlugin(), tailwindcss(), reactRouter(), islandsBoot()],
  build: {
    // Small assets stay separate files so the CSP never needs data: scripts.
    assetsInlineLimit: 0,
    // No preload helper around dynamic imports: it appended a <link rel="modulepreload"> per
    // dependency each time an island loaded, a long task on a slow phone. The browser fetches an
    // island's few small dependencies itself (most, React first, are already loaded).
    modulePreload: false,
  },
});

import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { brandShadesPlugin } from "../../vite/brandShades.ts";
import { siteContent } from "../../vite/siteContent.ts";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The editor's preview (preview.tsx), with the site's own React, built by scripts/build-steps/admin/preview.mjs into the site's build
 * folder: its script under /admin/preview/, the fonts its stylesheet names under /assets/ with the
 * same names as the site's (the same files, hashed alike), so nothing is stored twice.
 */
export default defineConfig({
  mode: "production",
  // React's production build and JSX transform whatever NODE_ENV the calling process has.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  oxc: { jsx: { development: false } },
  base: "/",
  resolve: {
    alias: [{ find: /^~\//, replacement: here("../../app/") }],
  },
  // The site's build has already said whether the contact details are still the sample's.
  plugins: [siteContent({ warnOfSampleContact: false }), brandShadesPlugin(), tailwindcss()],
  build: {
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: here("./preview.tsx"),
      output: {
        format: "es",
        chunkFileNames: "admin/preview/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
});

import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { brandShadesPlugin } from "./vite/brandShades.ts";
import { siteContent } from "./vite/siteContent.ts";

export default defineConfig({
  // Components import the content as the site build gives it to them.
  plugins: [siteContent(), brandShadesPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "vite/**/*.test.ts", "worker/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
    css: false,
  },
});

import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { brandShadesPlugin } from "./vite/brandShades.ts";
import { siteContent } from "./vite/siteContent.ts";
import { BESIDE_A_BROWSER, BESIDE_TEST_TIMEOUT_MS } from "./tests/run/test-stages.mjs";

export default defineConfig({
  // Components import the content as the site build gives it to them.
  plugins: [siteContent(), brandShadesPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    css: false,
    // Beside a browser stage of npm test the tests get what processor time it leaves (tests/run/test-stages.mjs).
    ...(process.env[BESIDE_A_BROWSER]
      ? { testTimeout: BESIDE_TEST_TIMEOUT_MS, hookTimeout: BESIDE_TEST_TIMEOUT_MS }
      : {}),
    // A page in jsdom, with Testing Library, only for the tests that render components (*.test.tsx):
    // making one costs more than most test files take. Any other test that needs a document says so
    // in its first line (`// @vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./app/test-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "app/**/*.test.ts",
            "scripts/**/*.test.{ts,mjs}",
            "tests/{run,docs}/**/*.test.mjs",
            "vite/**/*.test.ts",
            "worker/**/*.test.ts",
          ],
        },
      },
    ],
  },
});

import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { brandShadesPlugin } from "./vite/brandShades.ts";
import { siteContent } from "./vite/siteContent.ts";
import { BESIDE_A_BROWSER, BESIDE_TEST_TIMEOUT_MS } from "./tests/run/test-stages.mjs";

/** Every test file under dir whose name matches. */
const testFiles = (dir: string, name: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => name.test(file) && !file.includes("node_modules"))
    .map((file) => `${dir}/${file.split("\\").join("/")}`);

/** The tests that render components, and those that need no document. */
const componentTests = testFiles("app", /\.test\.tsx$/);
const nodeTests = [
  ...testFiles("app", /\.test\.ts$/),
  ...testFiles("scripts", /\.test\.(ts|mjs)$/),
  ...testFiles("tests/run", /\.test\.mjs$/),
  ...testFiles("tests/docs", /\.test\.mjs$/),
  ...testFiles("vite", /\.test\.ts$/),
  ...testFiles("worker", /\.test\.ts$/),
];

/**
 * A test file that replaces a module (vi.mock) gets a module graph of its own; the others of its
 * kind share one: each file importing its modules afresh took more than half of the unit tests'
 * processor time (64 s against 30 s).
 */
const replacesAModule = (file: string) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8"));

/** A project's two halves: its files that share their modules, and those that replace one. */
function byModules(name: string, files: string[], settings: object) {
  const own = files.filter(replacesAModule);
  return [
    {
      extends: true as const,
      test: { ...settings, name, include: files.filter((f) => !own.includes(f)), isolate: false },
    },
    { extends: true as const, test: { ...settings, name: `${name}, own modules`, include: own } },
  ];
}

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
      ...byModules("components", componentTests, { environment: "jsdom", setupFiles: ["./app/test-setup.ts"] }),
      ...byModules("node", nodeTests, { environment: "node" }),
    ],
  },
});

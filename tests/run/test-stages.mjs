// The stages of `npm test` (tests/run/test.mjs), in order: what each runs, and which may run beside
// others. docs/developing.md lists them by these names (tests/run/test-stages.test.mjs checks it).

/**
 * @typedef {object} Stage
 * @property {string} name
 * @property {string[]} args Node's arguments
 * @property {Record<string, string>} [env]
 * @property {boolean} [browser] drives a browser, whose timing the test awaits: two such stages
 *   never run at once, so each keeps the processor time its waits were measured with
 * @property {boolean} [beside] waits on its browser more than it computes: the stages after it that
 *   drive no browser run meanwhile, at a lower priority, on the processor time it leaves; the next
 *   browser stage waits for it
 */

/**
 * Set (to "1") in the environment of a stage that runs beside a browser stage, at a lower priority:
 * its tests get the processor time the browser stage leaves, so a unit test's timeout, which guards
 * against a hang and measures nothing, is then BESIDE_TEST_TIMEOUT_MS (vitest.config.ts).
 */
export const BESIDE_A_BROWSER = "TESTS_BESIDE_A_BROWSER";
export const BESIDE_TEST_TIMEOUT_MS = 60_000;

/** @type {Stage[]} */
export const stages = [
  // Unit tests import the generated image manifest and fonts, so those come first.
  { name: "images", args: ["scripts/build-steps/images/run.mjs"] },
  { name: "fonts", args: ["scripts/build-steps/fonts/run.mjs"] },
  // The quick checks first: a type error or a badly formatted file fails in a minute, not after the build.
  { name: "route types", args: ["node_modules/@react-router/dev/bin.js", "typegen"] },
  { name: "typecheck", args: ["node_modules/typescript/bin/tsc"] },
  { name: "lint", args: ["node_modules/eslint/bin/eslint.js", "."] },
  { name: "format check", args: ["node_modules/prettier/bin/prettier.cjs", "--check", "."] },
  { name: "production build", args: ["scripts/build-steps/build.mjs"] },
  // Firefox and WebKit on the production build: one test file at a time, mostly waiting on the
  // browser. The tests after it, up to the end-to-end tests, need no browser and run meanwhile.
  // Which stages run beside which browser stage is chosen by their processor time, so that each
  // browser stage ends about when the stages beside it do: the unit stages beside the engines, the
  // build tests beside Chromium, which takes over three times as long.
  { name: "Firefox and WebKit", args: ["tests/run/engines.mjs"], browser: true, beside: true },
  { name: "unit tests", args: ["node_modules/vitest/vitest.mjs", "run"] },
  // The W3C Nu HTML Checker on every built page (Java; CSS newer than its grammar excused, listed there).
  { name: "HTML check (vnu)", args: ["tests/run/vnu.mjs"] },
  // The unit tests that read the content, against another company's content (tests/fixtures): no
  // test may pin the sample's (tests/run/content-tests.mjs says which; the others read none).
  { name: "unit tests on other content", args: ["tests/run/fixture-unit.mjs"] },
  // And against a small company of another shape: three services, five photos, no drawn picture.
  { name: "unit tests on a small company's content", args: ["tests/run/fixture-unit.mjs"], env: { FIXTURE: "small" } },
  // The end-to-end tests in Chromium, one worker per processor (playwright.config.ts): the build
  // tests run meanwhile on what they leave.
  {
    name: "end-to-end tests",
    args: ["tests/run/e2e.mjs"],
    env: { E2E_WORKERS_PER_CPU: "1" },
    browser: true,
    beside: true,
  },
  // A second build, of a changed copy of content/ in a temporary folder (tests/build).
  {
    name: "content build test",
    args: ["node_modules/vitest/vitest.mjs", "run", "--config", "vitest.build.config.ts"],
  },
  // The unit tests that read the content and the build tests again, in a copy of the project whose content/ is an owner's
  // (tests/run/owner-content.mjs): no test may expect a sample detail in the content in use.
  { name: "unit and build tests on an owner's content", args: ["tests/run/owner-run.mjs"] },
  // The build of content/ with the form inbox on, for the inbox's stage below: it needs no browser.
  { name: "form inbox build", args: ["tests/run/inbox-run.mjs", "--build-only"] },
  // The content-driven specs again, against a build of another company's content (tests/fixtures).
  { name: "end-to-end tests on other content", args: ["tests/run/fixture-run.mjs"], browser: true },
  {
    name: "end-to-end tests on a small company's content",
    args: ["tests/run/fixture-run.mjs"],
    env: { FIXTURE: "small" },
    browser: true,
  },
  // The form inbox's spec and the host runtimes' specs, against a build with the inbox switched on,
  // then the site's inbox in Firefox and WebKit on the Worker.
  { name: "end-to-end tests with the form inbox on", args: ["tests/run/inbox-run.mjs", "--built"], browser: true },
];

// `npm test`: every check and test of the project, the stages listed below in order. Stops at the
// first failing stage and exits non-zero; prints each stage's time.
import { spawnSync } from "node:child_process";

const stages = [
  // Unit tests import the generated image manifest and fonts, so those come first.
  ["images", ["scripts/images/run.mjs"]],
  ["fonts", ["scripts/fonts/run.mjs"]],
  // The quick checks first: a type error or a badly formatted file fails in a minute, not after the build.
  ["route types", ["node_modules/@react-router/dev/bin.js", "typegen"]],
  ["typecheck", ["node_modules/typescript/bin/tsc"]],
  ["lint", ["node_modules/eslint/bin/eslint.js", "."]],
  ["format check", ["node_modules/prettier/bin/prettier.cjs", "--check", "."]],
  ["unit tests", ["node_modules/vitest/vitest.mjs", "run"]],
  // The same against another company's content (tests/fixtures): no test may pin the sample's.
  ["unit tests on other content", ["scripts/fixture-unit.mjs"]],
  // And against a small company of another shape: three services, five photos, no drawn picture.
  ["unit tests on a small company's content", ["scripts/fixture-unit.mjs"], { FIXTURE: "small" }],
  ["production build", ["scripts/build.mjs"]],
  // The W3C Nu HTML Checker on every built page (Java; CSS newer than its grammar excused, listed there).
  ["HTML check (vnu)", ["scripts/vnu.mjs"]],
  // A second build, of a changed copy of content/ in a temporary folder (tests/build).
  ["content build test", ["node_modules/vitest/vitest.mjs", "run", "--config", "vitest.build.config.ts"]],
  // The unit and build tests again, in a copy of the project whose content/ is an owner's
  // (scripts/owner-content.mjs): no test may expect a sample detail in the content in use.
  ["unit and build tests on an owner's content", ["scripts/owner-run.mjs"]],
  ["end-to-end tests", ["scripts/e2e.mjs"]],
  ["Firefox and WebKit", ["scripts/engines.mjs"]],
  // The content-driven specs again, against a build of another company's content (tests/fixtures).
  ["end-to-end tests on other content", ["scripts/fixture-run.mjs"]],
  ["end-to-end tests on a small company's content", ["scripts/fixture-run.mjs"], { FIXTURE: "small" }],
  // The form inbox's spec and the host runtimes' specs, against a build with the inbox switched on,
  // then the site's inbox in Firefox and WebKit on the Worker.
  ["end-to-end tests with the form inbox on", ["scripts/inbox-run.mjs"]],
];

// Each stage's time is printed after it and again at the end, so a slow stage shows in any run's log.
const times = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const printTimes = () => {
  console.log("\nStage times:");
  for (const [name, ms] of times) console.log(`  ${minutes(ms).padStart(12)}  ${name}`);
};

for (const [name, args, env = {}] of stages) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
  times.push([name, Date.now() - started]);
  console.log(`=== ${name}: ${minutes(Date.now() - started)} ===`);
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    printTimes();
    process.exit(result.status || 1);
  }
}
printTimes();
console.log("\nAll tests passed.");

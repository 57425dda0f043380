// Builds the site from a second company's content (tests/fixtures/content, laid over a copy of
// content/ for the pictures and the gallery) and runs the content-driven end-to-end specs against
// that build. A spec that pins the sample's wording or counts fails here.
// Usage: node scripts/fixture-run.mjs [playwright test args, replacing the spec list]
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { findChromium, INSTALL_HINT } from "./browser.mjs";
import { FIXTURE_WORK_DIR, prepareFixtureContent } from "./fixture-content.mjs";

const BUILD = path.join(FIXTURE_WORK_DIR, "build");

/** The specs that read what they expect from the content; each runs once more here. */
export const CONTENT_DRIVEN_SPECS = [
  "tests/e2e/home.spec.ts",
  "tests/e2e/services.spec.ts",
  "tests/e2e/header.spec.ts",
  "tests/e2e/footer.spec.ts",
  "tests/e2e/contact.spec.ts",
  "tests/e2e/seo.spec.ts",
  "tests/e2e/forms.spec.ts",
  "tests/e2e/gallery.spec.ts",
  "tests/e2e/gallery-filter.spec.ts",
  // Script budgets: the content's sections weigh what they weigh, the site's code stays in budget.
  "tests/e2e/budgets.spec.ts",
];

function run(args, env) {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status || 1);
}

const chromium = await findChromium({ headlessShell: true });
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

rmSync(BUILD, { recursive: true, force: true });
const CONTENT = prepareFixtureContent();

// The pictures, fonts and sharing pictures npm test made already serve: they do not depend on the
// files the fixture changes.
const env = { CONTENT_DIR: CONTENT, SITE_BUILD_DIR: BUILD, E2E_CHROMIUM: chromium };
run(["node_modules/@react-router/dev/bin.js", "build"], env);
run(["--input-type=module", "-e", 'await (await import("./scripts/postbuild.mjs")).postbuild();'], env);

/** Tests in those specs that do not depend on the content (motion, video, axe): they ran once already. */
const NOT_CONTENT_DRIVEN = "process video|axe|fades move nothing|reduced motion";

const args = process.argv.slice(2);
run(
  [
    "node_modules/@playwright/test/cli.js",
    "test",
    ...(args.length ? args : [...CONTENT_DRIVEN_SPECS, "--grep-invert", NOT_CONTENT_DRIVEN]),
  ],
  env,
);

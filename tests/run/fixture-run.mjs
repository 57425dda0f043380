// Builds the site from a second company's content (tests/fixtures/content, its gallery photos
// included, laid over a copy of content/ for the other pictures) and runs the content-driven end-to-end specs against
// that build. A spec that pins the sample's wording or counts fails here.
// Usage: node tests/run/fixture-run.mjs [playwright test args, replacing the spec list]
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { findChromium, INSTALL_HINT } from "../../scripts/lib/browser.mjs";
import { FIXTURE, FIXTURE_WORK_DIR, prepareFixtureContent } from "./fixture-content.mjs";

const BUILD = path.join(FIXTURE_WORK_DIR, "build");

/** The specs that read what they expect from the content; each runs once more here. */
export const CONTENT_DRIVEN_SPECS = [
  "tests/e2e/home.spec.ts",
  "tests/e2e/services.spec.ts",
  "tests/e2e/offering.spec.ts",
  "tests/e2e/projects.spec.ts",
  "tests/e2e/town.spec.ts",
  "tests/e2e/header.spec.ts",
  "tests/e2e/footer.spec.ts",
  "tests/e2e/contact.spec.ts",
  "tests/e2e/text-us.spec.ts",
  "tests/e2e/seo.spec.ts",
  "tests/e2e/forms.spec.ts",
  "tests/e2e/estimator.spec.ts",
  "tests/e2e/gallery.spec.ts",
  "tests/e2e/gallery-filter.spec.ts",
  // A place without its picture, video or reviews closes up with no blank side.
  "tests/e2e/closing-up.spec.ts",
  // Every control the content lays out answers its first tap.
  "tests/e2e/first-tap.spec.ts",
  // Script budgets: the content's sections weigh what they weigh, the site's code stays in budget.
  "tests/e2e/budgets.spec.ts",
];

/** What each company adds: the small one is checked for its shape (no drawn picture, nothing it lacks). */
const FIXTURE_SPECS = { content: [], small: ["tests/e2e/company-shape.spec.ts"] };

/** Runs a node script with env added; its exit status (0 when it passed). */
function run(args, env = {}) {
  return spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
}

const chromium = await findChromium({ headlessShell: true });
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

rmSync(BUILD, { recursive: true, force: true });
const CONTENT = await prepareFixtureContent();

/** Tests in those specs that do not depend on the content (motion, video, axe): they ran once already. */
const NOT_CONTENT_DRIVEN = "process video|axe|fades move nothing|reduced motion";

// The fixture's gallery (its own photos and their entries) goes through the image step into the
// app's picture lists (app/generated), and its pages through the sharing pictures' step (its
// offerings' pages have their own); the fonts npm test made already serve.
// The image step then runs again on content/, whatever happened: the lists are the sample's again,
// and the fixture's extra pictures are removed (the sample's come from the cache).
const env = { CONTENT_DIR: CONTENT, SITE_BUILD_DIR: BUILD, E2E_CHROMIUM: chromium };
// The image step keeps only the pictures of the content it ran on: the sample's encoded pictures and
// their cache entries are set aside and put back, so content/'s lists come back from the cache in
// seconds rather than minutes of encoding (the small company shares no picture with the sample).
const SAVED = path.join(FIXTURE_WORK_DIR, "sample-pictures");
const saved = [
  ["public/img", path.join(SAVED, "img")],
  // The sharing pictures too: the fixture's pages made from its content (its offerings) have their own.
  ["public/og", path.join(SAVED, "og")],
  [".cache/images/cache.json", path.join(SAVED, "cache.json")],
].filter(([from]) => existsSync(from));
rmSync(SAVED, { recursive: true, force: true });
for (const [from, to] of saved) cpSync(from, to, { recursive: true });
const args = process.argv.slice(2);
let status = 0;
try {
  status =
    run(["scripts/build-steps/images/run.mjs"], env) ||
    run(["scripts/build-steps/og-images.mjs"], env) ||
    run(["node_modules/@react-router/dev/bin.js", "build"], env) ||
    run(
      ["--input-type=module", "-e", 'await (await import("./scripts/build-steps/postbuild.mjs")).postbuild();'],
      env,
    ) ||
    run(
      [
        "node_modules/@playwright/test/cli.js",
        "test",
        ...(args.length
          ? args
          : [...CONTENT_DRIVEN_SPECS, ...FIXTURE_SPECS[FIXTURE], "--grep-invert", NOT_CONTENT_DRIVEN]),
      ],
      env,
    );
} finally {
  for (const [to, from] of saved) {
    rmSync(to, { recursive: true, force: true });
    renameSync(from, to);
  }
  const restored = run(["scripts/build-steps/images/run.mjs"]);
  if (restored !== 0) console.error("fixture-run: the image step on content/ failed: run npm run images");
  status ||= restored;
}
process.exit(status);

// Builds the site from a second company's content (tests/fixtures/content, laid over a copy of
// content/ for the pictures and the gallery) and runs the content-driven end-to-end specs against
// that build. A spec that pins the sample's wording or counts fails here.
// Usage: node scripts/fixture-run.mjs [playwright test args, replacing the spec list]
import { cpSync, readdirSync } from "node:fs";
import path from "node:path";
import { buildContentCopy, runSpecs } from "./content-copy-build.mjs";

const FIXTURE_DIR = "tests/fixtures/content";

/** The specs that read what they expect from the content; each runs once more here. */
export const CONTENT_DRIVEN_SPECS = [
  "tests/e2e/home.spec.ts",
  "tests/e2e/services.spec.ts",
  "tests/e2e/header.spec.ts",
  "tests/e2e/footer.spec.ts",
  "tests/e2e/contact.spec.ts",
  "tests/e2e/seo.spec.ts",
];

const env = await buildContentCopy(".cache/fixture", (content) => {
  for (const file of readdirSync(FIXTURE_DIR).filter((name) => name.endsWith(".yml"))) {
    cpSync(path.join(FIXTURE_DIR, file), path.join(content, file));
  }
});

/** Tests in those specs that do not depend on the content (motion, video, axe): they ran once already. */
const NOT_CONTENT_DRIVEN = "process video|axe|fades move nothing|reduced motion";

const args = process.argv.slice(2);
runSpecs(args.length ? args : [...CONTENT_DRIVEN_SPECS, "--grep-invert", NOT_CONTENT_DRIVEN], env);

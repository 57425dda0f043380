// Builds the site with the host's form inbox switched on (forms.inbox in a copy of content/) and
// runs against that build the inbox's own spec, the specs of every host runtime the project tests
// (its own server, nginx, Cloudflare's workerd), whose policy then allows the inbox's posts, the
// site's own inbox on Cloudflare (its Worker and database), and the check that the islands take
// over the forms' HTML unchanged; then the visitor's part of that inbox in Firefox and WebKit
// (tests/engines/inbox.test.ts, on the Worker: tests/run/engines.mjs with ENGINES_HOST=workers).
// Usage: node tests/run/inbox-run.mjs [playwright test args, replacing the spec list and the engines]
//        node tests/run/inbox-run.mjs --build-only   builds, and runs nothing
//        node tests/run/inbox-run.mjs --built [args] runs on the build --build-only made (npm test builds
//          it beside the end-to-end tests in Chromium, where the processor is mostly idle)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { BUILD_DIR, CLIENT_DIR, HOME_FILE } from "../../scripts/lib/build-paths.mjs";
import { buildContentCopy, contentCopyEnv, run, runSpecs } from "./content-copy-build.mjs";

/** The review link of the inbox's build (a link of the form Google Business Profiles give). */
const REVIEW_LINK = "https://g.page/r/CExampleReview1/review";

export const INBOX_SPECS = [
  "tests/e2e/form-inbox.spec.ts",
  "tests/e2e/security.spec.ts",
  "tests/e2e/third-party.spec.ts",
  "tests/e2e/nginx.spec.ts",
  // The Workers spec serves this build. Not the Pages spec: `wrangler pages dev`, run from this
  // repository's node_modules, serves the folder the repository's Workers configuration names
  // (build/client) whatever folder it is given (measured with wrangler 4.86), so it checks build/client only.
  "tests/e2e/cloudflare-workers.spec.ts",
  // The site's own inbox on Cloudflare: the Worker and its database (decision 0029).
  "tests/e2e/cloudflare-inbox.spec.ts",
];

const WORK_DIR = ".cache/inbox";

/** content/ with the inbox on, built into WORK_DIR. */
const build = () =>
  buildContentCopy(WORK_DIR, (content) => {
    const file = path.join(content, "business.yml");
    const doc = parseDocument(readFileSync(file, "utf8"));
    doc.setIn(["forms", "inbox"], true);
    // A Google review link, so the Requests view's Ask for a review has one to send (decision 0031).
    doc.setIn(["business", "reviewLink"], REVIEW_LINK);
    writeFileSync(file, doc.toString());
  });

/** The build --build-only made; stops when there is none. */
async function built() {
  const env = await contentCopyEnv(WORK_DIR);
  if (!existsSync(path.join(env.SITE_BUILD_DIR, path.relative(BUILD_DIR, CLIENT_DIR), HOME_FILE))) {
    console.error(`No inbox build in ${WORK_DIR}: run node tests/run/inbox-run.mjs --build-only first.`);
    process.exit(1);
  }
  return env;
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === "--build-only") {
  await build();
  process.exit(0);
}
const env = mode === "--built" ? await built() : await build();
const args = mode === "--built" ? rest : process.argv.slice(2);
if (args.length) runSpecs(args, env);
else {
  runSpecs(INBOX_SPECS, env);
  // The forms' hidden inbox fields must not make Preact change a node as it takes the HTML over.
  runSpecs(["tests/e2e/islands.spec.ts", "--grep", "Preact takes over"], env);
  // Firefox and WebKit send to the Worker, each with a database of its own; an engine whose Debian
  // packages are missing is skipped (with CI=true, a failure), as in the engine suite.
  run(["tests/run/engines.mjs", "tests/engines/inbox.test.ts"], { ...env, ENGINES_HOST: "workers" });
}

// The unit tests that read the content (tests/run/content-tests.mjs) and the build tests again, in a copy of the project whose content/ is an owner's
// (tests/run/owner-content.mjs: the README's step 3 done, the region renamed, other towns and
// questions): a test that expects a sample detail in content/ fails here. A stage of npm test.
// Usage: node tests/run/owner-run.mjs [vitest args, e.g. a file: only those unit tests]
//        node tests/run/owner-run.mjs --e2e [playwright test args]
//   --e2e: instead, builds the copy and runs the end-to-end suite in it, all but the Cloudflare Pages
//   spec (by hand: npm test runs the content-driven specs on the fixture company, tests/run/fixture-run.mjs).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { contentTestArgs } from "./content-tests.mjs";
import { OWNER_WORK_DIR, prepareOwnerContent } from "./owner-content.mjs";

const PROJECT = path.join(OWNER_WORK_DIR, "project");
/** The build test that builds this owner's content whatever content/ holds: it ran in the project already. */
const OWN_BUILD_TEST = "tests/build/region-rename.test.ts";

/** The project's files as git sees them (tracked, and new ones not ignored), as they are on disk. */
function projectFiles() {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`owner-run: git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split("\0").filter((file) => file !== "" && existsSync(file));
}

/**
 * The copy: the project's files with the owner's content, its node_modules, and the caches of the
 * generated pictures and fonts (linked, so nothing is encoded twice).
 */
function prepareProjectCopy() {
  rmSync(PROJECT, { recursive: true, force: true });
  for (const file of projectFiles()) {
    mkdirSync(path.dirname(path.join(PROJECT, file)), { recursive: true });
    cpSync(file, path.join(PROJECT, file));
  }
  prepareOwnerContent(path.join(PROJECT, "content"));
  // A repository of its own, as a clone is: tests that ask git for the project's files get the copy's.
  for (const args of [
    ["init", "-q"],
    ["add", "-A"],
  ]) {
    if (spawnSync("git", args, { cwd: PROJECT }).status !== 0) throw new Error(`owner-run: git ${args[0]} failed`);
  }
  symlinkSync(path.resolve("node_modules"), path.join(PROJECT, "node_modules"), "dir");
  // The pictures the image step made (with them, its cache serves every picture again) and the
  // sharing pictures: none depends on the words the tests check.
  for (const made of ["public/img", "public/og"]) {
    if (existsSync(made)) cpSync(made, path.join(PROJECT, made), { recursive: true });
  }
  mkdirSync(path.join(PROJECT, ".cache"));
  for (const cache of ["images", "fonts", "og"]) {
    mkdirSync(path.join(".cache", cache), { recursive: true });
    symlinkSync(path.resolve(".cache", cache), path.join(PROJECT, ".cache", cache), "dir");
  }
}

/** Runs a node script in the copy; its exit status (0 when it passed). */
const run = (args) => spawnSync(process.execPath, args, { stdio: "inherit", cwd: PROJECT }).status ?? 1;

prepareProjectCopy();
const [mode, ...args] = process.argv.slice(2);
/**
 * Every spec but the Cloudflare Pages one: wrangler finds the repository from its own place, which is
 * the project's node_modules (linked), so there it would serve the project's build, not the copy's.
 */
const e2eSpecs = () =>
  readdirSync(path.join(PROJECT, "tests/e2e"))
    .filter((file) => file.endsWith(".spec.ts") && file !== "cloudflare-pages.spec.ts")
    .map((file) => `tests/e2e/${file}`);

const vitest = ["node_modules/vitest/vitest.mjs", "run"];
const status =
  mode === "--e2e"
    ? run(["scripts/build-steps/build.mjs"]) || run(["tests/run/e2e.mjs", ...(args.length ? args : e2eSpecs())])
    : run(["scripts/build-steps/images/run.mjs"]) ||
      run(["scripts/build-steps/fonts/run.mjs"]) ||
      run(["scripts/build-steps/icons.mjs"]) ||
      (mode === undefined
        ? run(["node_modules/vitest/vitest.mjs", ...contentTestArgs(PROJECT)]) ||
          run([...vitest, "--config", "vitest.build.config.ts", "--exclude", OWN_BUILD_TEST])
        : run([...vitest, mode, ...args]));
process.exit(status);

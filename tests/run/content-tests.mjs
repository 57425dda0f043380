// The unit tests whose result can depend on the content in use: the ones the stages on other content
// (tests/run/fixture-unit.mjs, tests/run/owner-run.mjs) run again. The others read no content, so a run on
// other content would repeat them with the same result.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The ways code reaches the content in use: the Vite plugin's module (`virtual:site-content`), the
 * content folder (`contentDir()`, `CONTENT_DIR`, a path written as `content/…`), and the lists the
 * image step makes from it (app/generated/images.ts, gallery.ts, strip.ts).
 */
export const READS_CONTENT =
  /virtual:site-content|contentDir\(|CONTENT_DIR|["'`]content["'`/]|generated\/(images|gallery|strip)\b/;

/** The project's own code and tests (tracked or new, not ignored), as git lists them. */
function projectCode() {
  const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`content-tests: git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split("\n")
    .filter((file) => /^(app|scripts|tests\/run|vite|worker)\/.*\.(ts|tsx|mjs|js)$/.test(file))
    .filter((file) => !file.startsWith("app/generated/"));
}

/** The files that reach the content themselves: a test file among them, or one that imports any of them, reads the content. */
export function contentSources() {
  return projectCode().filter((file) => {
    try {
      return READS_CONTENT.test(readFileSync(file, "utf8"));
    } catch {
      return false; // listed by git but deleted on disk
    }
  });
}

/**
 * Vitest's arguments that run the unit tests that read the content: `vitest related` runs each test
 * file that is one of the sources or imports one of them, however deep (its graph of imports).
 * `root` is where Vitest runs: a copy of the project has the same code.
 */
export const contentTestArgs = (root = ".") => [
  "related",
  ...contentSources().map((file) => path.resolve(root, file)),
  "--run",
];

/**
 * The unit test files, the ones that read the content and the others, as Vitest finds them (relative
 * paths, sorted).
 */
export async function unitTestFiles() {
  const { createVitest } = await import("vitest/node");
  const relative = (specs) => specs.map((spec) => path.relative(process.cwd(), spec.moduleId)).sort();
  const all = await createVitest("test", { watch: false });
  const every = relative(await all.getRelevantTestSpecifications());
  await all.close();
  const related = contentSources().map((file) => path.resolve(file));
  const some = await createVitest("test", { watch: false, related });
  const reading = relative(await some.getRelevantTestSpecifications());
  await some.close();
  return { reading, others: every.filter((file) => !reading.includes(file)) };
}

// node tests/run/content-tests.mjs: lists both sets. With --check, runs the others with an empty
// content folder (CONTENT_DIR, which child processes see too): each must pass without any content,
// so its result cannot depend on the content in use.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { reading, others } = await unitTestFiles();
  console.log(`Read the content (${reading.length}):\n  ${reading.join("\n  ")}`);
  console.log(`Read none (${others.length}):\n  ${others.join("\n  ")}`);
  if (process.argv.includes("--check")) {
    const empty = mkdtempSync(path.join(os.tmpdir(), "no-content-"));
    const run = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...others], {
      stdio: "inherit",
      env: { ...process.env, CONTENT_DIR: empty },
    });
    rmSync(empty, { recursive: true, force: true });
    process.exit(run.status ?? 1);
  }
}

// Builds the site from a changed copy of content/ into a folder of its own and runs end-to-end
// specs against that build: the fixture run (another company's content) and the inbox run (the
// host's form inbox switched on) share this.
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { contentDir } from "../../app/content/dir.mjs";
import { findChromium, INSTALL_HINT } from "../../scripts/lib/browser.mjs";

/** Runs a Node script with extra environment; exits with its status when it fails. */
export function run(args, env) {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status || 1);
}

/**
 * Copies content/ to `workDir` (under the project, so the prerender finds node_modules), lets
 * `change` edit the copy, builds it, and returns the environment that points a run at that build.
 * The pictures, fonts and sharing pictures npm test made already serve: they do not depend on the
 * texts a copy changes.
 * @param {string} workDir
 * @param {(contentCopy: string) => void} change
 */
export async function buildContentCopy(workDir, change) {
  const env = await contentCopyEnv(workDir);
  rmSync(workDir, { recursive: true, force: true });
  cpSync(contentDir(), env.CONTENT_DIR, { recursive: true });
  change(env.CONTENT_DIR);
  run(["node_modules/@react-router/dev/bin.js", "build"], env);
  run(["--input-type=module", "-e", 'await (await import("./scripts/build-steps/postbuild.mjs")).postbuild();'], env);
  return env;
}

/**
 * The environment that points a run at the copy built in `workDir` (its content, its build, the
 * browser), whether or not it has been built yet.
 * @param {string} workDir
 */
export async function contentCopyEnv(workDir) {
  const chromium = await findChromium({ headlessShell: true });
  if (!chromium) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  return {
    CONTENT_DIR: path.join(workDir, "content"),
    SITE_BUILD_DIR: path.join(workDir, "build"),
    E2E_CHROMIUM: chromium,
  };
}

/** Runs Playwright with these arguments against the build `env` points at. */
export const runSpecs = (args, env) => run(["node_modules/@playwright/test/cli.js", "test", ...args], env);

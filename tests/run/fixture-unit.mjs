// The unit tests that read the content (tests/run/content-tests.mjs) again, against the second company's
// content (tests/run/fixture-content.mjs): a test that pins the sample's wording or counts fails here.
// A stage of npm test.
// Usage: node tests/run/fixture-unit.mjs [vitest args, e.g. a file: those instead]
import { spawnSync } from "node:child_process";
import { contentTestArgs } from "./content-tests.mjs";
import { prepareFixtureContent } from "./fixture-content.mjs";

const env = { ...process.env, CONTENT_DIR: await prepareFixtureContent() };
const args = process.argv.slice(2);
const result = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", ...(args.length ? ["run", ...args] : contentTestArgs())],
  { stdio: "inherit", env },
);
process.exit(result.status ?? 1);

// The unit tests again, against the second company's content (scripts/fixture-content.mjs): a test
// that pins the sample's wording or counts fails here. A stage of npm test.
// Usage: node scripts/fixture-unit.mjs [vitest args, e.g. a file]
import { spawnSync } from "node:child_process";
import { prepareFixtureContent } from "./fixture-content.mjs";

const env = { ...process.env, CONTENT_DIR: await prepareFixtureContent() };
const result = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...process.argv.slice(2)], {
  stdio: "inherit",
  env,
});
process.exit(result.status ?? 1);

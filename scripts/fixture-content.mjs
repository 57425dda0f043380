// The second company's content (tests/fixtures/content) laid over a copy of content/, which gives
// it the pictures and the files it leaves out: what the fixture stages of npm test build and test.
import { cpSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { contentDir } from "../app/content/dir.mjs";

const FIXTURE_DIR = "tests/fixtures/content";
/** Under the project, so the prerender finds node_modules. */
export const FIXTURE_WORK_DIR = ".cache/fixture";

/** Makes the copy afresh and returns its folder, for CONTENT_DIR. */
export function prepareFixtureContent() {
  const content = path.join(FIXTURE_WORK_DIR, "content");
  rmSync(content, { recursive: true, force: true });
  cpSync(contentDir(), content, { recursive: true });
  for (const file of readdirSync(FIXTURE_DIR).filter((name) => name.endsWith(".yml"))) {
    cpSync(path.join(FIXTURE_DIR, file), path.join(content, file));
  }
  return content;
}

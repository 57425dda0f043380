// Runs the Playwright end-to-end tests against the production build.
// Usage: node tests/run/e2e.mjs [playwright test args]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { CLIENT_DIR, HOME_FILE } from "../../scripts/lib/build-paths.mjs";
import { findChromium, HEADLESS_SHELL, INSTALL_HINT } from "../../scripts/lib/browser.mjs";

const chromium = await findChromium({ headlessShell: true });
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
if (chromium !== HEADLESS_SHELL && !process.env.CHROME_PATH) {
  console.log(`End-to-end tests in ${chromium}: Debian's chromium-headless-shell runs them in about half the time.`);
}
if (!existsSync(path.join(CLIENT_DIR, HOME_FILE))) {
  console.error("No production build: run `npm run build` first (npm test does this for you).");
  process.exit(1);
}

const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_CHROMIUM: chromium },
});
process.exit(result.status ?? 1);

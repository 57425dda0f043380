// Finds a Chromium for the end-to-end tests, the screenshots and the benchmark: CHROME_PATH, then
// Debian's, then a browser Playwright installed itself.
import { existsSync } from "node:fs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's headless shell: the same Blink with no browser window behind it, which is what Playwright
 * itself runs for headless tests. It halves the end-to-end suite's time on a 2-CPU machine
 * (docs/decisions/0011-end-to-end-tests-on-the-headless-shell.md).
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** A Chromium to run; for tests (headlessShell), Debian's headless shell where it is installed. */
export async function findChromium({ headlessShell = false } = {}) {
  const candidates = [
    process.env.CHROME_PATH,
    headlessShell && HEADLESS_SHELL,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ].filter(Boolean);
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import("playwright-core");
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core has no browser of its own installed
  }
  return null;
}

export const INSTALL_HINT =
  "No Chromium found. Install Debian's (sudo apt-get install -y chromium-headless-shell chromium), or set CHROME_PATH to a Chromium or Chrome binary, or run `npx playwright install chromium` where downloads are allowed.";

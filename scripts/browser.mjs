// Finds a Chromium for the end-to-end tests and the benchmark: CHROME_PATH,
// then Debian's /usr/bin/chromium, then a browser Playwright installed itself.
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

export async function findChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
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
  "No Chromium found. Install Debian's (sudo apt-get install -y chromium), or set CHROME_PATH to a Chromium or Chrome binary, or run `npx playwright install chromium` where downloads are allowed.";

// Full-page screenshots of every page at phone and desktop widths, for looking at what we build.
// Usage: node scripts/measure/screenshots.mjs [--out dir] [--port N] [/path ...]   (serves the current build)
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";
import { publicPages } from "../../app/pages.mjs";
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from "../lib/browser.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const out = option("--out", "screenshots");
const port = Number(option("--port", "4500"));
// Every page, and an unknown address for the 404 page.
const paths = args.length ? args : [...publicPages.map((page) => page.path), "/nope"];
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const executablePath = await findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);
await mkdir(out, { recursive: true });

const server = spawn(process.execPath, ["scripts/serve/serve.mjs"], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
await new Promise((r) => setTimeout(r, 1000));
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport });
    for (const path of paths) {
      await page.goto(`http://localhost:${port}${path}`, { waitUntil: "networkidle" });
      // The page's script starts on the first interaction (on a phone nothing runs before it, decision
      // 0018), and the fade-ins watch once it has: interact, wait, then scroll.
      await page.keyboard.press("Shift");
      await page.waitForSelector("html[data-hydrated]");
      // Scroll through so lazy images and reveal-on-scroll sections show, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      // A full-page capture does not scroll, so sections drawn only near the screen
      // (content-visibility: auto) would come out blank: draw everything for the picture.
      await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
      await page.waitForTimeout(700);
      const name = `${path === "/" ? "home" : path.slice(1).replace(/\W+/g, "-")}-${viewport.width}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}

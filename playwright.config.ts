import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.E2E_CHROMIUM;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two tests per processor: a test waits on the browser and the server far more than it computes
  // (the suite took 177 s of processor time in 6 min 46 s with one test per processor on 2 CPUs), so
  // one per processor left them mostly idle. E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS) || 2 * availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "node scripts/serve/serve.mjs",
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

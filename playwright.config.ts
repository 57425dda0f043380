import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.E2E_CHROMIUM;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two tests per processor where the tests run alone: one per processor left the processors idle
  // a quarter of the time. Beside other stages of npm test (E2E_WORKERS_PER_CPU=1), one per processor:
  // the others use what the tests leave, and each test takes less processor time with fewer beside
  // it (180 tests: 150 s with 4 workers on 2 CPUs, 138 s with 2). E2E_WORKERS sets a number.
  workers: Number(process.env.E2E_WORKERS) || (Number(process.env.E2E_WORKERS_PER_CPU) || 2) * availableParallelism(),
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

import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The cross-engine suite (tests/engines): real Firefox and WebKit, one engine per run, started by
// tests/run/engines.mjs. One file at a time: each drives a browser, and the machine has few CPUs.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["tests/engines/**/*.test.ts"],
    fileParallelism: false,
    hookTimeout: 90_000,
    testTimeout: 90_000,
  },
});

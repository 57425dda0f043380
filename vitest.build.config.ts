import { defineConfig } from "vitest/config";

// Tests that build the whole site (tests/build): slow, so apart from the unit tests.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
    hookTimeout: 300_000,
    testTimeout: 60_000,
  },
});

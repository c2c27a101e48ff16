import { defineConfig } from "vitest/config";

export default defineConfig({
  // #app/…, #server/…, #common/…, #tests/… (tsconfig.json "paths").
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "server/**/*.test.ts",
      "common/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/production/**/*.test.ts",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});

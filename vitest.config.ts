import { defineConfig } from "vitest/config";
import { portfolioImages } from "./scripts/image-pipeline/vite-plugin.ts";

export default defineConfig({
  // #app/…, #server/…, #common/…, #tests/… (tsconfig.json "paths").
  resolve: { tsconfigPaths: true },
  // The portfolio's images module (virtual:portfolio-images), as in the build.
  plugins: [portfolioImages()],
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

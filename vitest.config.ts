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
    setupFiles: ["tests/support/each-file-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A file runs in its worker's process without a fresh module graph of its own: importing the server's
    // modules again for each of some 130 files took a third of the run (docs/performance.md § Test suite).
    // Each file still gets its own database; state kept in a support module is put back after each file
    // (tests/support/each-file-setup.ts).
    isolate: false,
    maxWorkers: 2,
  },
});

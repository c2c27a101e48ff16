import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, requireTestChromium } from "./server/features/audit/lighthouse/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers share two cores with the production server and its database: a flow of two page
  // loads, a form filled twice and a 2-second redirect took just over 30 s in CI once.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: requireTestChromium(process.env.CHROME_PATH, process.env.E2E_CHROME_PATH),
      args: [...CHROMIUM_FLAGS],
    },
    // A failed test keeps its trace: each action, every request with its answer, the console. Without DOM
    // snapshots and screencast frames, whose recording took about a tenth of every test's time here; the
    // failure's own report still shows the page as an accessibility snapshot.
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: false },
    // Pages are driven with the visitor's "reduce motion" setting: wide pages otherwise draw the decorative
    // node network on a canvas at 60 frames a second, which here, without a GPU, takes half a core per open
    // page, all test long, on a machine whose two cores the suite keeps busy. The motion itself (the moving
    // network, the logo's fade, the smooth scroll to top) is tested in shell.spec.ts, which turns it back on.
    reducedMotion: "reduce",
  },
  webServer: {
    // The production build, started the way `npm start` starts it.
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets the server drain and stop its embedded database (a SIGKILL would orphan it).
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});

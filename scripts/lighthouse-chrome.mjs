// Debian's Chromium for one Lighthouse run, with the flags this machine needs
// (DESIGN.md § Audit) and a fresh profile that is removed afterwards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";

/** Debian's Chromium, or CHROME_PATH; the tools' own browser downloads do not work here. */
export const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";

/** What headless Chromium needs on this machine (closed network, root, no GPU); Playwright adds headless itself. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** Starts Chromium; `close()` stops it and deletes its profile. */
export async function launchChromeForLighthouse() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lh-profile-"));
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  return {
    port: chrome.port,
    async close() {
      await chrome.kill();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

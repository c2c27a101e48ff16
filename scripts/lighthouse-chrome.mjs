// Debian's Chromium for one Lighthouse run, with the flags this machine needs
// (docs/product/website-audit.md § Lighthouse) and a fresh profile that is removed afterwards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS, requireChromium } from "../server/features/audit/lighthouse/chromium.mjs";

/** Starts Chromium; `close()` stops it and deletes its profile. */
export async function launchChromeForLighthouse() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lh-profile-"));
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(process.env.CHROME_PATH),
    userDataDir,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  return {
    port: chrome.port,
    async close() {
      await chrome.kill();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

// Makes sure a Chromium for the end-to-end tests and audits exists: CHROME_PATH,
// or Debian's /usr/bin/chromium, installed with apt-get when we are root.
// Never a tool's own browser download (it cannot work on these machines).
import { execSync } from "node:child_process";
import { findChromium, requireChromium } from "../server/features/audit/lighthouse/chromium.mjs";

export function ensureChromium() {
  const configured = process.env.CHROME_PATH;
  // A CHROME_PATH that does not exist is reported, not answered by installing Debian's.
  if (configured || findChromium(undefined)) return requireChromium(configured);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    try {
      execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
        stdio: "inherit",
      });
    } catch {
      // reported below
    }
  }
  return requireChromium(undefined);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

// Makes sure the browsers the tests need exist: a Chromium for the audits (CHROME_PATH, or Debian's
// /usr/bin/chromium) and, for the end-to-end tests, Debian's headless shell of the same Chromium; each
// installed with apt-get when missing and we are root. Never a tool's own browser download (it cannot
// work on these machines).
import { execSync } from "node:child_process";
import { findChromium, findHeadlessShell, requireChromium } from "../server/features/audit/lighthouse/chromium.mjs";

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(" and ")}…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`, {
      stdio: "inherit",
    });
  } catch {
    // reported by the caller's checks
  }
}

/** The Chromium for the audits (CHROME_PATH's value); the test browser's package is added on the way. */
export function ensureChromium() {
  const configured = process.env.CHROME_PATH;
  const missing = [];
  // A CHROME_PATH that does not exist is reported, not answered by installing Debian's.
  if (!configured && !findChromium(undefined)) missing.push("chromium");
  const shellWanted = !process.env.E2E_CHROME_PATH;
  if (shellWanted && !findHeadlessShell()) {
    missing.push("chromium-headless-shell");
  }
  if (missing.length > 0 && isRoot()) aptInstall(missing);
  if (shellWanted && !findHeadlessShell()) {
    console.log(
      "Note: Debian's chromium-headless-shell is not installed; the end-to-end tests run in the full Chromium, about twice as slow (apt-get install chromium-headless-shell).",
    );
  }
  return requireChromium(configured);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

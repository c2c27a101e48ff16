// Makes sure a Chromium for the end-to-end tests and audits exists: CHROME_PATH,
// or Debian's /usr/bin/chromium, installed with apt-get when we are root.
// Never a tool's own browser download (it cannot work on these machines).
import { execSync } from "node:child_process";
import fs from "node:fs";

export function ensureChromium() {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (fs.existsSync(configured)) return configured;
    throw new Error(`CHROME_PATH points to ${configured}, which does not exist.`);
  }
  if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
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
    if (fs.existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "No Chromium found. Install Debian's chromium package (apt-get install chromium) or set CHROME_PATH to a Chromium binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

// Where Chromium is, and the flags it needs on these machines: one module for
// the server's Lighthouse queue, the scripts (run by plain node, hence .mjs)
// and the tests. Only Debian's Chromium or CHROME_PATH: the tools' own browser
// downloads do not work here.
import fs from "node:fs";

/** Where Debian's chromium package puts the binary (older releases: chromium-browser). */
export const DEBIAN_CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * `configured` (CHROME_PATH, passed by the caller: the server reads it from its
 * config, scripts and tests from the environment) when it is set and exists, otherwise the first of Debian's paths
 * that exists; null when there is none. A CHROME_PATH that does not exist is
 * not replaced by Debian's: whoever set it meant that binary.
 */
export function findChromium(configured) {
  const candidates = configured ? [configured] : DEBIAN_CHROMIUM_PATHS;
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/** As findChromium, but says what to do when there is no Chromium. */
export function requireChromium(configured) {
  const found = findChromium(configured);
  if (found) return found;
  throw new Error(
    configured
      ? `CHROME_PATH points to ${configured}, which does not exist.`
      : "No Chromium found. Install Debian's chromium package (apt-get install chromium) or set CHROME_PATH to a Chromium binary.",
  );
}

/**
 * Where Debian's chromium-headless-shell package puts its binary: the headless-only build of the same Chromium,
 * which is what Playwright itself drives for headless tests. Here it opens a page in about half the time of the
 * full browser in headless mode (it has no browser UI to run): see docs/performance.md § Test suite.
 */
export const DEBIAN_HEADLESS_SHELL_PATHS = [
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium-headless-shell",
];

/** The first of Debian's headless-shell paths that exists; null when the package is not installed. */
export function findHeadlessShell() {
  return DEBIAN_HEADLESS_SHELL_PATHS.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/**
 * The browser the end-to-end tests drive: E2E_CHROME_PATH when set (it must exist), else Debian's headless shell
 * when installed, else the Chromium the audits use (`configured`, else Debian's). Audits keep the full browser:
 * Lighthouse measures pages as a visitor's browser renders them.
 */
export function requireTestChromium(configured, testConfigured) {
  if (testConfigured) {
    if (fs.existsSync(testConfigured)) return testConfigured;
    throw new Error(`E2E_CHROME_PATH points to ${testConfigured}, which does not exist.`);
  }
  return findHeadlessShell() ?? requireChromium(configured);
}

/** What headless Chromium needs on this machine (closed network, root, no GPU); Playwright adds headless itself. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

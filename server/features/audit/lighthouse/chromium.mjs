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

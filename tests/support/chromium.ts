import fs from "node:fs";

/** Debian's Chromium (or CHROME_PATH); the tools' own browser downloads do not work here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error("No Chromium found: install Debian's chromium package or set CHROME_PATH to a Chromium binary.");
  }
  return found;
}

/** Flags headless Chromium needs on this kind of machine (closed network, root, no GPU). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

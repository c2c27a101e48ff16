import fs from "node:fs";
import path from "node:path";

/**
 * Prerendered pages carry their canonical URLs, social tags, sitemap and
 * robots.txt with the origin fixed at build time (app/lib/site-url.ts). A
 * server started with another PUBLIC_SITE_URL — or a production build made
 * without one — would tell search engines to index http://localhost:3000.
 * Nothing breaks for visitors, so the server starts, but says so loudly.
 */

/** The origin the build was made for, read from robots.txt's Sitemap line. */
export function builtSiteOrigin(clientDir: string): string | undefined {
  try {
    const robots = fs.readFileSync(path.join(clientDir, "robots.txt"), "utf8");
    const sitemap = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1];
    return sitemap ? new URL(sitemap).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A warning for the operator when the server is given a PUBLIC_SITE_URL that
 * the build was not made for, else undefined. (A build made without one says
 * so when it is built.)
 */
export function siteOriginWarning(
  builtOrigin: string | undefined,
  configuredSiteUrl: string | undefined,
): string | undefined {
  if (!builtOrigin || !configuredSiteUrl) return undefined;
  const configured = new URL(configuredSiteUrl).origin;
  if (builtOrigin === configured) return undefined;
  return `The prerendered pages were built for ${builtOrigin} but this server's PUBLIC_SITE_URL is ${configured}: canonical URLs, the sitemap and robots.txt point to ${builtOrigin}. Rebuild with PUBLIC_SITE_URL=${configured} npm run build.`;
}

import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import { API_CSP, applySecurityHeaders } from "./security-headers.ts";

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";

/** Methods that change nothing: never refused, whoever asks. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

export interface SiteOrigins {
  /** Behind our own proxy (TRUST_PROXY): the origin the browser saw is in X-Forwarded-Proto / X-Forwarded-Host. */
  trustProxy: boolean;
  /** The site's public address (PUBLIC_SITE_URL), when set: its pages may always write. */
  publicSiteUrl?: string;
}

export const siteOriginsOf = (config: Pick<Config, "TRUST_PROXY" | "PUBLIC_SITE_URL">): SiteOrigins => ({
  trustProxy: config.TRUST_PROXY.kind !== "off",
  publicSiteUrl: config.PUBLIC_SITE_URL,
});

const listed = (value: string | null): string[] =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

function originOf(text: string): string | undefined {
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins a page of this site may have when it sends a request here: the
 * address the request reached (scheme and Host as this server sees them), the
 * address our proxy reports with TRUST_PROXY, and PUBLIC_SITE_URL. Any entry of
 * the forwarded lists will do: a page cannot set those headers (a form cannot,
 * and a script's custom header needs a CORS preflight this API never grants),
 * so they only ever come from a proxy or a non-browser client.
 */
function siteOrigins(request: Request, origins: SiteOrigins): Set<string> {
  const url = new URL(request.url);
  const allowed = new Set([url.origin]);
  if (origins.publicSiteUrl) {
    const publicOrigin = originOf(origins.publicSiteUrl);
    if (publicOrigin) allowed.add(publicOrigin);
  }
  if (origins.trustProxy) {
    const schemes = listed(request.headers.get("x-forwarded-proto")).filter((scheme) => /^https?$/i.test(scheme));
    const hosts = listed(request.headers.get("x-forwarded-host"));
    for (const scheme of schemes.length > 0 ? schemes : [url.protocol.slice(0, -1)]) {
      for (const host of hosts.length > 0 ? [...hosts, url.host] : [url.host]) {
        const origin = originOf(`${scheme}://${host}`);
        if (origin) allowed.add(origin);
      }
    }
  }
  return allowed;
}

/**
 * Whether a state-changing request was sent by another site's page. A browser
 * says where a request comes from: Sec-Fetch-Site (same-origin and none — typed
 * or bookmarked — are ours; same-site and cross-site are decided by Origin) or,
 * in browsers without it, Origin, which must be one of the site's own origins
 * ("null", from a sandboxed frame or a data: page, is not). A request with
 * neither header (curl, a server, an old browser) cannot have been forged by a
 * web page in a visitor's browser, so it is let through.
 */
export function isCrossSiteWrite(request: Request, origins: SiteOrigins): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (fetchSite === "same-origin" || fetchSite === "none") return false;
  const origin = request.headers.get("origin")?.trim();
  if (origin === undefined) return fetchSite !== undefined; // same-site or cross-site, origin unknown
  return !siteOrigins(request, origins).has(origin.toLowerCase());
}

/**
 * 403 JSON for a POST, PUT, PATCH or DELETE sent by another site's page (see
 * isCrossSiteWrite): a stranger's page may not post leads, book places or send
 * emails in a visitor's name. Used for the API and for the pages' own form
 * posts (server/web/site-handler.ts), so both follow the same rule.
 */
export function refuseCrossSiteWrites(origins: SiteOrigins): MiddlewareHandler {
  return async (c, next) => {
    if (!isCrossSiteWrite(c.req.raw, origins)) return next();
    const response = c.json({ error: CROSS_SITE_MESSAGE }, 403);
    applySecurityHeaders(response.headers, API_CSP);
    return response;
  };
}

/**
 * Security headers for every response. HTML pages get a Content-Security-Policy
 * that allows only this origin plus a per-request nonce (server-rendered pages)
 * or the hashes of their inline scripts (prerendered pages).
 */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Inline style attributes are used by the UI primitives (positioning, transforms).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/** A policy for JSON and other non-document responses: nothing may load. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const COMMON_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};

/**
 * For hashed assets and other subresources (scripts, styles, fonts, images):
 * only the headers that mean something for a file that is not a document.
 * Framing, opener, referrer and permissions policies apply to documents; on
 * the ~30 files of a first visit they would add ~250 bytes each, unused.
 */
export const SUBRESOURCE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
};

export function applySubresourceHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(SUBRESOURCE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

export function applySecurityHeaders(headers: Headers, csp?: string) {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (csp && !headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", csp);
}

/**
 * HTTP Strict Transport Security, sent on every response when the site's
 * public address (PUBLIC_SITE_URL) is https — whatever scheme reaches this
 * process, since TLS usually ends at a proxy in front of it. A year, the
 * usual value: browsers then never try plain http for the host, even from a
 * typed address or an old http link. includeSubDomains, as OWASP advises:
 * it covers only names under the site's own host (for www.example.com,
 * *.www.example.com — not example.com's other subdomains), which a site on
 * https serves over https too. A site at the apex (https://example.com) pins
 * every *.example.com to https: the README says so. No `preload`: that puts
 * the domain in browsers' built-in lists, a promise about every subdomain
 * that takes months to withdraw — the domain owner's decision, not this
 * application's.
 *
 * Not on http (browsers ignore it there) and not for localhost, where it would
 * keep every other local project on https for a year.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

export function strictTransportSecurityFor(siteUrl: string): string | undefined {
  const url = new URL(siteUrl);
  if (url.protocol !== "https:") return undefined;
  if (url.hostname === "localhost" || url.hostname.endsWith(".localhost")) return undefined;
  return STRICT_TRANSPORT_SECURITY;
}

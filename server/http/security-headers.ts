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

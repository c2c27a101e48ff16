import { PORTAL_TOKEN_KEY } from "#app/lib/api-request";

/** Keeps the token where the request helper reads it, `portalToken` (docs/product/client-area.md § Sessions). */
export function storePortalToken(token: string): boolean {
  try {
    localStorage.setItem(PORTAL_TOKEN_KEY, token);
    return true;
  } catch {
    return false;
  }
}

import { PORTAL_TOKEN_KEY } from "../../lib/api-request";

/** Keeps the session token where the request helper reads it (spec 001 §6: localStorage portalToken). */
export function storePortalToken(token: string): boolean {
  try {
    localStorage.setItem(PORTAL_TOKEN_KEY, token);
    return true;
  } catch {
    return false;
  }
}

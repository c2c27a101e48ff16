/** The admin token lives in local storage under `adminToken` (docs/product/admin-console.md § Tokens). */
export const ADMIN_TOKEN_KEY = "adminToken";

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null; // storage disabled or server rendering
  }
}

export function storeAdminToken(token: string) {
  try {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // storage disabled: the session lasts for this page only
  }
}

export function clearAdminToken() {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // nothing stored
  }
}

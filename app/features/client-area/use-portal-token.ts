import { useCallback, useLayoutEffect, useState } from "react";
import { PORTAL_TOKEN_KEY } from "#app/lib/api-request";
import { clearSignedInMark } from "./signed-in-prepaint";

/**
 * The signed-in client's token, kept in local storage under `portalToken`
 * (docs/product/client-area.md § Sessions). `undefined` until the browser has looked — the prerendered
 * page and the first render in the browser are the visitor's, so hydration
 * matches; a layout effect then switches before the next paint.
 */
export function usePortalToken() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useLayoutEffect(() => {
    try {
      setToken(localStorage.getItem(PORTAL_TOKEN_KEY));
    } catch {
      setToken(null); // storage disabled: a visitor
    }
    // React now renders the right page; the parse-time mark has done its job.
    clearSignedInMark();
  }, []);
  const forget = useCallback(() => {
    try {
      localStorage.removeItem(PORTAL_TOKEN_KEY);
    } catch {
      // nothing stored
    }
    setToken(null);
  }, []);
  return { token, forget };
}

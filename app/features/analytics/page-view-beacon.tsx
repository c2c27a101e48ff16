import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Counts each view of a public page, client-side navigations included (docs/product/analytics.md § Counting):
 * the page's address and, on the first view of a page load, the referrer, to this site's own /api/event.
 * Nothing is stored in the browser and nothing goes to another host. A browser that sends Global Privacy
 * Control sends nothing.
 */
export function PageViewBeacon() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a view is a change of address
  useEffect(() => {
    if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
    const view = JSON.stringify({ u: location.href, r: first.current ? document.referrer || undefined : undefined });
    first.current = false;
    const body = new Blob([view], { type: "application/json" });
    if (!navigator.sendBeacon?.("/api/event", body)) {
      void fetch("/api/event", {
        method: "POST",
        body,
        keepalive: true,
        headers: { "Content-Type": "application/json" },
      }).catch(() => {});
    }
  }, [pathname, search]);
  return null;
}

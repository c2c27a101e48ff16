/**
 * Counts one view of a public page (docs/product/analytics.md § Counting): the page's address and, on the
 * first view of a page load, the referrer, to this site's own /api/event. Nothing is stored in the browser
 * and nothing goes to another host. A browser that sends Global Privacy Control sends nothing. React-free:
 * the React shell and the static pages' script both send with it.
 */
export function sendPageView({ firstOfLoad }: { firstOfLoad: boolean }): void {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  const view = JSON.stringify({ u: location.href, r: firstOfLoad ? document.referrer || undefined : undefined });
  const body = new Blob([view], { type: "application/json" });
  if (!navigator.sendBeacon?.("/api/event", body)) {
    void fetch("/api/event", {
      method: "POST",
      body,
      keepalive: true,
      headers: { "Content-Type": "application/json" },
    }).catch(() => {});
  }
}

import { useEffect, useRef, useSyncExternalStore } from "react";
import { usePageAddress } from "#app/lib/page-address";
import { pagePath } from "#app/lib/page-path";
import { useStyleVariant, withVariant } from "#app/lib/style-variant";

/**
 * Keeps the configuration in the address bar (docs/product/pricing.md § Shareable configurations)
 * with history.replaceState: no navigation, no loader
 * refetch, no new history entry per click. React Router's own state entry is
 * kept, so Back and Forward still work.
 *
 * The address is left as it was opened until the visitor changes something,
 * unless `cleanUp` asks for it to be corrected at once (dropped ids).
 * The style variant stays in the address (docs/product/public-site.md § Keeping the variant), so
 * navigation), so a bookmark reopens the same look and the same links.
 * Returns the shareable path (with its query). It is computed while rendering,
 * on the server too, so hydration does not re-render the page to learn it;
 * the origin is added where the full address is shown or copied.
 */
export function useShareablePath(query: string, cleanUp: boolean): string {
  const { pathname } = usePageAddress();
  const variant = useStyleVariant();
  const path = withVariant(`${pagePath(pathname)}?${query}`, variant);
  const first = useRef(true);
  useEffect(() => {
    const next = `${path}${window.location.hash}`;
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if ((!first.current || cleanUp) && next !== current) {
      window.history.replaceState(window.history.state, "", next);
    }
    first.current = false;
  }, [path, cleanUp]);
  return path;
}

const neverChanges = () => () => {};

/** The page's origin in the browser; empty while rendering on the server. Only the caller re-renders after hydration. */
export function useOrigin(): string {
  return useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => "",
  );
}

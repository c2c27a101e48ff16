import { startTransition, useEffect, useRef, useState } from "react";
import { useStyleVariant, withVariant } from "../../lib/style-variant";

/**
 * Keeps the configuration in the address bar (issue 4 "Shareable
 * configurations") with history.replaceState: no navigation, no loader
 * refetch, no new history entry per click. React Router's own state entry is
 * kept, so Back and Forward still work.
 *
 * The address is left as it was opened until the visitor changes something,
 * unless `cleanUp` asks for it to be corrected at once (dropped ids).
 * The style variant stays in the address (DECISIONS: the variant survives
 * navigation), so a bookmark reopens the same look and the same links.
 * Returns the full shareable address (empty during server rendering).
 */
export function useShareableAddress(query: string, cleanUp: boolean): string {
  const [address, setAddress] = useState("");
  const first = useRef(true);
  const variant = useStyleVariant();
  useEffect(() => {
    const path = withVariant(`${window.location.pathname}?${query}`, variant);
    const next = `${path}${window.location.hash}`;
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if ((!first.current || cleanUp) && next !== current) {
      window.history.replaceState(window.history.state, "", next);
    }
    first.current = false;
    // In a transition: right after hydration this re-renders the whole page, which as a plain update is one long task.
    const shareable = `${window.location.origin}${path}`;
    startTransition(() => setAddress(shareable));
  }, [query, cleanUp, variant]);
  return address;
}

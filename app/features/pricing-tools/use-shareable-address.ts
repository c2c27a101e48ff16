import { startTransition, useEffect, useRef, useState } from "react";

/**
 * Keeps the configuration in the address bar (issue 4 "Shareable
 * configurations") with history.replaceState: no navigation, no loader
 * refetch, no new history entry per click. React Router's own state entry is
 * kept, so Back and Forward still work.
 *
 * The address is left as it was opened until the visitor changes something,
 * unless `cleanUp` asks for it to be corrected at once (dropped ids).
 * Returns the full shareable address (empty during server rendering).
 */
export function useShareableAddress(query: string, cleanUp: boolean): string {
  const [address, setAddress] = useState("");
  const first = useRef(true);
  useEffect(() => {
    const next = `${window.location.pathname}?${query}${window.location.hash}`;
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if ((!first.current || cleanUp) && next !== current) {
      window.history.replaceState(window.history.state, "", next);
    }
    first.current = false;
    // In a transition: right after hydration this re-renders the whole page, which as a plain update is one long task.
    const shareable = `${window.location.origin}${window.location.pathname}?${query}`;
    startTransition(() => setAddress(shareable));
  }, [query, cleanUp]);
  return address;
}

import { useCallback, useEffect, useState } from "react";
import { normalizeVisitorName, VISITOR_NAME_KEY } from "#common/client-area/visitor-name";

function readStoredName(): string | null {
  try {
    return normalizeVisitorName(window.localStorage.getItem(VISITOR_NAME_KEY));
  } catch {
    return null; // storage disabled: the card still greets, without a name
  }
}

export interface VisitorName {
  /** False until the browser has read local storage (and on the server). */
  ready: boolean;
  name: string | null;
  /** Stores the name, ignoring an empty one; true when saved (docs/product/client-area.md § Greeting card). */
  save: (input: string) => boolean;
  /** Change Name: forgets the stored name so the visitor can type a new one. */
  clear: () => void;
}

/** The visitor name of the greeting card, kept in local storage (docs/product/client-area.md § Greeting card). */
export function useVisitorName(): VisitorName {
  const [ready, setReady] = useState(false);
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    setName(readStoredName());
    setReady(true);
    // Another tab of the same site saved or cleared the name.
    const onStorage = (event: StorageEvent) => {
      if (event.key === VISITOR_NAME_KEY || event.key === null) setName(readStoredName());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const save = useCallback((input: string) => {
    const normalized = normalizeVisitorName(input);
    if (!normalized) return false;
    try {
      window.localStorage.setItem(VISITOR_NAME_KEY, normalized);
    } catch {
      // storage full or disabled: keep the name for this visit only
    }
    setName(normalized);
    return true;
  }, []);

  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(VISITOR_NAME_KEY);
    } catch {
      // storage disabled: nothing was stored
    }
    setName(null);
  }, []);

  return { ready, name, save, clear };
}

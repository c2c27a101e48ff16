import { useRef } from "react";
import { type LazyModule, loadOrSkip } from "./lazy-module";

/**
 * A form's checks (fetched on first use, see lazy-module.ts) for a press:
 * at once when they are here; otherwise fetched, and meanwhile `fetching()`
 * is true. The form ignores a second press then: the send has not started,
 * so its own pending state cannot disable the button yet.
 */
export function useChecks<Module>(lazy: LazyModule<Module>) {
  const fetching = useRef(false);
  return {
    fetching: () => fetching.current,
    /** The checks, or undefined when they cannot be fetched (the server then checks the submission). */
    async get(): Promise<Module | undefined> {
      if (lazy.loaded) return lazy.loaded;
      fetching.current = true;
      try {
        return await loadOrSkip(lazy);
      } finally {
        fetching.current = false;
      }
    },
  };
}

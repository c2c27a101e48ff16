import { useState } from "react";
import { type LazyModule, loadOrSkip } from "./lazy-module";

export interface FormChecks<Module> {
  /** True while a press waits for the checks to be fetched. */
  fetching(): boolean;
  /** The checks, or undefined when they cannot be fetched (the server then checks the submission). */
  get(): Promise<Module | undefined>;
}

/**
 * A form's checks (fetched on first use, see lazy-module.ts) for a press:
 * at once when they are here; otherwise fetched, and meanwhile `fetching()`
 * is true. The form ignores a second press then: the send has not started,
 * so its own pending state cannot disable the button yet.
 */
export function checksFor<Module>(lazy: LazyModule<Module>): FormChecks<Module> {
  let fetching = false;
  return {
    fetching: () => fetching,
    async get() {
      if (lazy.loaded) return lazy.loaded;
      fetching = true;
      try {
        return await loadOrSkip(lazy);
      } finally {
        fetching = false;
      }
    },
  };
}

/** `checksFor`, kept for the life of the component. */
export function useChecks<Module>(lazy: LazyModule<Module>): FormChecks<Module> {
  return useState(() => checksFor(lazy))[0];
}

/**
 * A module the page fetches only when it is about to be needed, then holds
 * for synchronous use.
 *
 * Why: building the forms' zod schemas is one 25–50 ms task on this
 * machine (100–200 ms on a mid-range phone), and zod is a third of a form
 * page's JavaScript. None of it is needed to show the form, only to check
 * it, so the pages start without it and fetch it when the visitor first
 * touches the form (`warmOnInteraction`) or submits.
 */
export interface LazyModule<Module> {
  /** Fetches and evaluates the module once; a failed fetch may be retried by calling again. */
  load(): Promise<Module>;
  /** The module once `load` has finished, for the synchronous paths that run after it. */
  readonly loaded: Module | undefined;
}

export function lazyModule<Module>(importer: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}

/**
 * The module, or undefined when it cannot be fetched (offline, a deploy
 * replaced the chunk): the form then goes straight to the server, which
 * runs the same schema and answers with the same field messages.
 */
export async function loadOrSkip<Module>(lazy: LazyModule<Module>): Promise<Module | undefined> {
  try {
    return await lazy.load();
  } catch {
    return undefined;
  }
}

/** Handlers for a form element: the first focus or press inside it starts the fetch. */
export function warmOnInteraction(lazy: LazyModule<unknown>) {
  const warm = () => {
    if (!lazy.loaded) lazy.load().catch(() => undefined);
  };
  return { onFocus: warm, onPointerDown: warm };
}

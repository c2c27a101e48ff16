/** The server's in-process API (server/web/site-handler.ts `PageContext.apiFetch`). */
export type ApiFetch = (request: Request) => Promise<Response>;

/** The API of a loader's or action's context; the dev server has none, so it falls back to HTTP. */
export function apiFetchFrom(context: unknown): ApiFetch {
  const candidate = (context as { apiFetch?: unknown } | undefined)?.apiFetch;
  return typeof candidate === "function" ? (candidate as ApiFetch) : (request) => fetch(request);
}

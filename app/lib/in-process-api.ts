import { createContext, type RouterContextProvider } from "react-router";

/** The server's in-process API (server/web/site-handler.ts `PageContext.apiFetch`). */
export type ApiFetch = (request: Request) => Promise<Response>;

/**
 * The in-process API in a loader's or action's `context` (app/lib/page-context.ts). The dev server
 * (`react-router dev`) sets none, so the default calls the API over HTTP.
 */
export const apiFetchContext = createContext<ApiFetch>((request) => fetch(request));

/** The API of a loader's or action's context. */
export function apiFetchFrom(context: Readonly<RouterContextProvider>): ApiFetch {
  return context.get(apiFetchContext);
}

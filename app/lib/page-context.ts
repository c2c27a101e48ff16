import { createContext, RouterContextProvider } from "react-router";
import { type ApiFetch, apiFetchContext } from "./in-process-api";

/**
 * The per-request Content-Security-Policy nonce of a server-rendered page, for app/entry.server.tsx;
 * empty for prerendered pages (their inline scripts are allowed by hash) and the dev server. A context
 * without a default would throw when read unset.
 */
export const cspNonceContext = createContext<string>("");

/** What the production server (server/web/site-handler.ts `PageContext`) gives each page request. */
export interface PageContextValues {
  cspNonce: string;
  apiFetch: ApiFetch;
  logError: LogError;
}

/** A line in the server's JSON log; never the console, whose multi-line stack traces a log shipper splits. */
export type LogError = (message: string, fields: Record<string, unknown>) => void;

/** The server's error log for app/entry.server.tsx; unset (the dev server, tests) it writes one JSON line. */
export const logErrorContext = createContext<LogError>((message, fields) =>
  process.stderr.write(`${JSON.stringify({ level: "error", msg: message, ...fields })}\n`),
);

/**
 * React Router 8 takes a page request's context as a `RouterContextProvider` whose keys are the
 * `createContext()` objects above. The server bundle (scripts/build-server.mjs) has its own copies of
 * app modules, so it builds the context through this function, exported by app/entry.server.tsx
 * (server/web/react-router-build.ts): the keys are then the ones the routes read.
 */
export function createPageContext({ cspNonce, apiFetch, logError }: PageContextValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce);
  context.set(apiFetchContext, apiFetch);
  context.set(logErrorContext, logError);
  return context;
}

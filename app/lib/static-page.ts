import { createContext, useContext } from "react";

/**
 * A route served without the framework (docs/decisions/038-content-pages-without-the-framework.md) says so in
 * its handle: `export const handle = STATIC_PAGE;`. Its HTML carries the static pages' script instead of React
 * Router's, and is never hydrated.
 */
export const STATIC_PAGE = { hydrate: false } as const;

export function isStaticHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === false;
}

/**
 * Whether this render is a static page's HTML, decided once by the server's entry (a static route, answered
 * without an error: an error page keeps the framework). False in the browser: React runs only on hydrated
 * pages, and a static route reached by a client-side navigation from one of them is drawn by React like any
 * other page (its shell's React parts work there).
 */
export const StaticPageContext = createContext(false);

export const useStaticPageRender = () => useContext(StaticPageContext);

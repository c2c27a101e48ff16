/**
 * A memory cache of server-rendered pages whose HTML depends on nothing but
 * the address: the package customizer and the quote builder (their loaders
 * read the query and the catalog, which only a deploy changes).
 *
 * Why: rendering one of them is ~20 ms of CPU, so a campaign link to
 * `/customize-package?package=basic` saturated one instance at ~50 requests/s
 * (docs/performance.md). A cached page costs a string replacement.
 *
 * The CSP nonce stays per request: the page is rendered once with a random
 * per-process placeholder nonce, and each answer replaces the placeholder
 * with that request's own nonce (React escapes everything it writes, so the
 * placeholder cannot be produced by anything a visitor typed, and it never
 * leaves the process). Crawlers get pages of their own (React waits for the
 * whole page for them, a different stream); anything but a 200 HTML or data
 * answer without cookies is rendered every time.
 */
import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { PageContext, RenderPage } from "./site-handler.ts";

/** Pages rendered from the address alone, with their single-fetch data paths (client navigations). */
export const ADDRESS_ONLY_PAGES: ReadonlySet<string> = new Set([
  "/customize-package",
  "/customize-package.data",
  "/custom-quote",
  "/custom-quote.data",
]);

export interface RenderCacheOptions {
  /** Most pages kept (least recently used leave first). */
  maxEntries?: number;
  /** Most characters kept in all, and per page. */
  maxChars?: number;
  maxPageChars?: number;
  pages?: ReadonlySet<string>;
}

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
}

const CACHEABLE_TYPE = /^(text\/html|text\/x-script)/;

export function withRenderCache(render: RenderPage, options: RenderCacheOptions = {}): RenderPage {
  const { maxEntries = 200, maxChars = 16_000_000, maxPageChars = 500_000, pages = ADDRESS_ONLY_PAGES } = options;
  const placeholder = randomBytes(16).toString("base64");
  const cache = new Map<string, Promise<CachedPage>>();
  const sizes = new Map<string, number>();
  let storedChars = 0;

  const forget = (key: string) => {
    cache.delete(key);
    storedChars -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };

  const store = (key: string, page: CachedPage) => {
    sizes.set(key, page.body.length);
    storedChars += page.body.length;
    for (const oldest of cache.keys()) {
      if (cache.size <= maxEntries && storedChars <= maxChars) break;
      forget(oldest);
    }
  };

  /** Renders with the placeholder; keeps the page when it may be reused. */
  async function renderOnce(key: string, request: Request, context: PageContext): Promise<CachedPage> {
    const response = await render(request, { ...context, cspNonce: placeholder });
    const body = await response.text();
    const page = { status: response.status, headers: [...response.headers], body };
    const reusable =
      response.status === 200 &&
      CACHEABLE_TYPE.test(response.headers.get("Content-Type") ?? "") &&
      !response.headers.has("Set-Cookie") &&
      body.length <= maxPageChars;
    if (reusable) store(key, page);
    else forget(key);
    return page;
  }

  return async (request, context) => {
    const url = new URL(request.url);
    if (request.method !== "GET" || !pages.has(url.pathname)) return render(request, context);
    const userAgent = request.headers.get("user-agent");
    const key = `${userAgent && isbot(userAgent) ? "crawler " : ""}${url.pathname}${url.search}`;
    let pending = cache.get(key);
    if (pending) {
      // Most recently used last, so the oldest leave first.
      cache.delete(key);
      cache.set(key, pending);
    } else {
      // Concurrent first requests share one render.
      pending = renderOnce(key, request, context).catch((error: unknown) => {
        forget(key);
        throw error;
      });
      cache.set(key, pending);
    }
    const page = await pending;
    return new Response(page.body.replaceAll(placeholder, context.cspNonce), {
      status: page.status,
      headers: page.headers,
    });
  };
}

import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { CspNonceContext } from "./lib/csp-nonce";
import { BOOTSTRAP_SCRIPT_START, hydrateAfterFirstPaint } from "./lib/hydrate-after-first-paint";
import { cspNonceContext, logErrorContext } from "./lib/page-context";
import { isStaticHandle, StaticPageContext } from "./lib/static-page";

// The production server builds each request's context with this (server/web/react-router-build.ts).
export { createPageContext } from "./lib/page-context";

export const streamTimeout = 5_000;

/** One JSON log line for an error, its path as a value (an encoded CR/LF stays escaped), never a raw stack. */
function logRenderError(context: RouterContextProvider, error: unknown, request: Request) {
  const fields = {
    path: new URL(request.url).pathname,
    error: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  };
  context.get(logErrorContext)("page error", fields);
}

/**
 * React Router's errors of a page request go to the server's JSON log (docs/product/operations.md § Logs)
 * instead of the console: a path nothing matches is a 404 to answer, not an error to log; a request the
 * visitor abandoned is neither.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider },
) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logRenderError(context, error, request);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // A static page (app/lib/static-page.ts) has no framework to hydrate it: written whole, its closed menu
    // panel in place, and its HTML left as React wrote it. Its error pages (a case study that does not exist)
    // keep the framework, as every error page does.
    const { matches, errors } = routerContext.staticHandlerContext;
    const staticPage =
      !errors && matches.some((match) => isStaticHandle(routerContext.routeModules[match.route.id]?.handle));
    // Crawlers, prerendering and static pages get the complete document; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || staticPage ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <StaticPageContext.Provider value={staticPage}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StaticPageContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        // React moves a finished Suspense boundary bigger than this (12.8 KB by
        // default) to the end of the document, hidden, and swaps it in with an
        // inline script. The shell's boundaries (site-shell.tsx) are there to
        // split hydration, not to stream: the page content must stay in place,
        // for the first paint and for readers without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = staticPage ? new PassThrough() : deferHydration();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logRenderError(loadContext, error, request);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Holds the document back until React Router's bootstrap script has been
 * written (it ends the shell), rewrites it to load after the first paint
 * (app/lib/hydrate-after-first-paint.ts), then streams the rest untouched.
 */
function deferHydration(): Transform {
  const decoder = new TextDecoder();
  let pending = "";
  let rewritten = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.decode(chunk, { stream: true });
      if (rewritten) return callback(null, text);
      pending += text;
      const start = pending.search(BOOTSTRAP_SCRIPT_START);
      if (start === -1 || pending.indexOf("</script>", start) === -1) return callback();
      rewritten = true;
      const html = hydrateAfterFirstPaint(pending);
      pending = "";
      callback(null, html);
    },
    flush(callback) {
      const rest = pending + decoder.decode();
      callback(null, rewritten ? rest : hydrateAfterFirstPaint(rest));
    },
  });
}

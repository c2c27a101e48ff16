import staticShellScript from "virtual:static-shell-script";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import groteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { NotFound } from "./components/layout/not-found";
import { MAIN_CONTENT_ID, SiteShell } from "./components/layout/site-shell";
import { useCspNonce } from "./lib/csp-nonce";
import { HOLD_EARLY_SUBMIT_SCRIPT } from "./lib/held-submit";
import { useRootHydrationMark } from "./lib/hydration-mark";
import { RouterPageAddress } from "./lib/router-page-address";
import { siteOrigin } from "./lib/site-url";
import { useStaticPageRender } from "./lib/static-page";
import { ToasterLoader } from "./lib/toast/toaster-loader";
import { useScrollToTopOnRouteChange } from "./lib/use-scroll-to-top";

export const links: Route.LinksFunction = () => [
  // `precedence` makes React treat the stylesheet as a resource and put it at
  // the top of <head>, before the ~25 module preloads: the one render-blocking
  // file then gets the connection first (Lighthouse: FCP on slow 4G).
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: groteskLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  // Scripts load after the first paint; end-to-end tests wait for this mark
  // (set on every page, the error pages too) before they press keys.
  useRootHydrationMark(MAIN_CONTENT_ID);
  const staticPage = useStaticPageRender();
  return (
    // The site's address as the server was started with it, for pages rendered in the browser (app/lib/site-url.ts).
    <html lang="en" data-site-origin={siteOrigin()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07080c" />
        <Meta />
        <Links />
      </head>
      <body>
        <RouterPageAddress>{children}</RouterPageAddress>
        {staticPage ? (
          // A static page: its own small script instead of the framework's
          // (docs/decisions/038-content-pages-without-the-framework.md).
          <script type="module" src={staticShellScript} nonce={nonce} />
        ) : (
          <FrameworkScripts nonce={nonce} />
        )}
      </body>
    </html>
  );
}

/** React Router's scripts and what a hydrated page needs besides: the toaster, early submits held. */
function FrameworkScripts({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <ToasterLoader />
      {/* Not in <head>: the first inline script pays for creating the page's JavaScript context
            (~10 ms), which belongs after the first paint (docs/page-speed.md, session 8). */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours (held-submit.ts), no outside text in it
        dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMIT_SCRIPT }}
      />
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}

export default function App() {
  useScrollToTopOnRouteChange();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFound />
      </SiteShell>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="container-page grid min-h-dvh place-content-center gap-4 py-24 text-center">
      <p className="font-display text-sm tracking-[0.3em] text-neon-cyan uppercase">Error {status}</p>
      <h1 className="font-display text-4xl font-bold">Something went wrong</h1>
      <p className="text-ink-300">
        Please reload the page. If it keeps happening, contact us and we will fix it quickly.
      </p>
      <a href="/home" className="mx-auto mt-2 rounded-full bg-neon-cyan px-6 py-3 font-semibold text-ink-950">
        Back to Home
      </a>
    </main>
  );
}

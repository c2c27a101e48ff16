import { type ReactNode, Suspense } from "react";
import { useLocation } from "react-router";
import { PageViewBeacon } from "#app/features/analytics/page-view-beacon";
import { HydrationMark } from "#app/lib/hydration-mark";
import { useStyleVariant } from "#app/lib/style-variant";
import { CanonicalTags } from "./canonical-tags";
import { NetworkBackground } from "./network-background";
import type { BackgroundIntensity } from "./network-plan";
import { isLightFace, isLightToned } from "./shell-rules";
import { SideNav } from "./side-nav";
import { SiteFooter } from "./site-footer";
import { TopBar } from "./top-bar";

/** The page content's element: the skip link's target, and what tells the root that the shell marks hydration. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * The shared shell of every page except the landing screen
 * (docs/product/public-site.md § Shared shell): navigation (desktop rail, mobile slide-in menu), the
 * top bar with the fading brand logo, the footer, the scroll-to-top button, the
 * decorative background and a slot for the global widgets (the chat launcher,
 * which sits in the top bar on phones).
 *
 * Where the page is a light variant (style=conservative,
 * docs/product/public-site.md § Style variants) the whole shell wears the light face, so pages never mix a
 * dark frame with light content. Shell parts style both faces with the
 * `light:` variant (app.css).
 */
export function SiteShell({
  children,
  widgets,
  intensity = "normal",
}: {
  children: ReactNode;
  /** Global widgets shown on every page of the shell (the chat launcher). */
  widgets?: ReactNode;
  intensity?: BackgroundIntensity;
}) {
  const { pathname } = useLocation();
  const variant = useStyleVariant();
  const light = isLightFace(pathname, variant);
  const toned = isLightToned(pathname, variant);
  return (
    <div className={`relative isolate flex min-h-dvh flex-col ${light ? "face-light" : ""}`}>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-80 rounded-full bg-neon-cyan px-5 py-3 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-4 focus:left-1/2 focus:-translate-x-1/2"
      >
        Skip to content
      </a>
      <CanonicalTags />
      <PageViewBeacon />
      <NetworkBackground intensity={intensity} tone={light ? "light" : "dark"} />
      <header>
        <TopBar widgets={widgets} />
        <SideNav />
      </header>
      <div className="flex flex-1 flex-col md:pl-18">
        <div id={MAIN_CONTENT_ID} tabIndex={-1} className={`flex-1 pt-20 outline-none ${toned ? "tone-light" : ""}`}>
          {/* Boundaries split the first hydration into passes of their own
              (shell, content, footer), each with a shorter render and commit
              task than the whole page at once. Nothing inside suspends on
              the client, so the fallbacks are never shown. */}
          <Suspense fallback={null}>
            {children}
            <HydrationMark />
          </Suspense>
        </div>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </div>
    </div>
  );
}

import { Menu } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useStaticPageRender } from "#app/lib/static-page";
import { MobileMenuWithoutScript } from "./mobile-menu-without-script";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(loadPanel);

/**
 * Mobile navigation (under 768 px): a hamburger button in the top bar and a slide-in panel
 * (docs/product/public-site.md § Mobile menu: open or closed). It closes on a backdrop
 * click, after an entry is chosen, on Escape, and on any route change; closing returns focus to the
 * button. Only the button ships with a page: the panel loads on first open, prefetched as soon as a
 * finger, the pointer or focus reaches the button (desktop visitors never need it).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { pathname, search } = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const staticPage = useStaticPageRender();

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus({ preventScroll: true });
  }, []);
  const choose = useCallback(() => setOpen(false), []);

  // Any navigation closes the menu (covers links outside the panel and history moves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  return (
    <div className="md:hidden">
      <button
        ref={triggerRef}
        type="button"
        data-menu-button=""
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        // Without scripts it could not open: MobileMenuWithoutScript stands in its place.
        className="grid size-11 place-items-center rounded-full border border-white/12 bg-ink-900/85 text-ink-100 noscript:hidden light:border-slate-200 light:bg-white/90 light:text-slate-900"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <MobileMenuWithoutScript />
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onClose={close} onChoose={choose} />
        </Suspense>
      ) : null}
      {staticPage ? (
        // A static page's menu is opened by its own script (app/static-shell/mobile-menu.ts): the panel comes
        // with the HTML, closed and inert, in a template the browser neither draws nor counts.
        <template data-mobile-menu="">
          <Suspense fallback={null}>
            <MobileMenuPanel open={false} onClose={close} onChoose={choose} />
          </Suspense>
        </template>
      ) : null}
    </div>
  );
}

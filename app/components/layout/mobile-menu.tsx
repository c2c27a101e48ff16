import { ArrowRight, Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "#app/lib/style-variant";
import { brand } from "#common/brand";
import { BrandLogo } from "./brand-logo";
import { navEntries } from "./nav-entries";

/**
 * Mobile navigation (under 768 px): a hamburger button in the top bar and a slide-in panel
 * (docs/product/public-site.md § Mobile menu: open or closed). It closes on a backdrop
 * click, after an entry is chosen, on Escape, and on any route change. While
 * open, focus stays inside the panel and the page behind does not scroll;
 * closing returns focus to the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus({ preventScroll: true });
  }, []);

  // Any navigation closes the menu (covers links outside the panel and history moves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "Tab" || !panelRef.current) return;
      const focusable = panelRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      root.style.overflow = previousOverflow;
    };
  }, [open, close]);

  return (
    <div className="md:hidden">
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        className="grid size-11 place-items-center rounded-full border border-white/12 bg-ink-900/85 text-ink-100 light:border-slate-200 light:bg-white/90 light:text-slate-900"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>

      {/* Backdrop: a pointer target only; keyboard users close with Escape or the close button. */}
      <div
        aria-hidden="true"
        data-testid="mobile-menu-backdrop"
        onClick={() => setOpen(false)}
        className={`fixed inset-0 z-60 bg-ink-950/70 backdrop-blur-sm transition-opacity duration-300 light:bg-slate-900/40 ${
          open ? "visible opacity-100" : "invisible opacity-0"
        }`}
      />

      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!open}
        className={`fixed inset-y-0 right-0 z-70 flex w-[min(22rem,86vw)] flex-col border-l border-white/10 bg-ink-900 px-5 pt-4 pb-8 shadow-2xl duration-300 ease-out-expo light:border-slate-200 light:bg-white ${
          // Visibility flips at once on opening (so focus can move in) and only after the slide on closing.
          open
            ? "visible translate-x-0 transition-transform"
            : "invisible translate-x-full transition-[transform,visibility]"
        }`}
      >
        <div className="flex items-center justify-between">
          <BrandLogo className="light:text-slate-900" />
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            aria-label="Close menu"
            className="grid size-11 place-items-center rounded-full text-ink-200 hover:bg-white/8 light:text-slate-700 light:hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>

        <nav aria-label="Mobile" className="mt-8">
          <ul className="flex flex-col gap-1">
            {navEntries(pathname).map(({ href, label, icon: Icon, active }) => (
              <li key={href}>
                <SiteLink
                  to={href}
                  onClick={() => setOpen(false)}
                  aria-current={active ? "page" : undefined}
                  className={`flex items-center gap-4 rounded-xl px-4 py-3.5 font-display text-lg font-medium transition-colors ${
                    active
                      ? "bg-neon-cyan/12 text-neon-cyan light:bg-brand-50 light:text-brand-700"
                      : "text-ink-100 hover:bg-white/6 light:text-slate-800 light:hover:bg-slate-100"
                  }`}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-auto space-y-3 pt-8">
          <SiteLink
            to="/client-intake"
            onClick={() => setOpen(false)}
            className="flex items-center justify-center gap-2 rounded-full bg-neon-cyan px-6 py-3.5 font-display font-semibold text-ink-950 light:bg-brand-700 light:text-white"
          >
            Start Your Project
            <ArrowRight aria-hidden="true" className="size-4" />
          </SiteLink>
          <a
            href={`mailto:${brand.email}`}
            className="block text-center text-sm text-ink-300 underline-offset-4 hover:underline light:text-slate-600"
          >
            {brand.email}
          </a>
        </div>
      </div>
    </div>
  );
}

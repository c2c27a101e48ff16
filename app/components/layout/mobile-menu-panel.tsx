import { ArrowRight, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "#app/lib/style-variant";
import { brand } from "#common/brand";
import { BrandLogo } from "./brand-logo";
import { navEntries } from "./nav-entries";
import {
  keepTabInside,
  MENU_BACKDROP_HIDDEN,
  MENU_BACKDROP_SHOWN,
  MENU_PANEL_HIDDEN,
  MENU_PANEL_SHOWN,
} from "./shell-states";
import { START_PROJECT } from "./start-project";

/**
 * The slide-in panel of the mobile menu (docs/product/public-site.md § Mobile menu: open or closed),
 * loaded the first time the visitor reaches for the menu button (./mobile-menu.tsx). While open, focus
 * stays inside it and the page behind does not scroll; Escape and the close button call `onClose`, a
 * backdrop click or a chosen entry `onChoose`.
 */
export default function MobileMenuPanel({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: () => void;
}) {
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Follows `open` a frame later, so that the panel, mounted closed on the first open, slides in.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  useEffect(() => {
    if (!shown) return;
    closeRef.current?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (panelRef.current) keepTabInside(panelRef.current, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      root.style.overflow = previousOverflow;
    };
  }, [shown, onClose]);

  return (
    <>
      {/* Backdrop: a pointer target only; keyboard users close with Escape or the close button. */}
      <div
        aria-hidden="true"
        data-testid="mobile-menu-backdrop"
        onClick={onChoose}
        className={`fixed inset-0 z-60 bg-ink-950/70 backdrop-blur-sm transition-opacity duration-300 light:bg-slate-900/40 ${
          shown ? MENU_BACKDROP_SHOWN : MENU_BACKDROP_HIDDEN
        }`}
      />

      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!shown}
        className={`fixed inset-y-0 right-0 z-70 flex w-[min(22rem,86vw)] flex-col border-l border-white/10 bg-ink-900 px-5 pt-4 pb-8 shadow-2xl duration-300 ease-out-expo light:border-slate-200 light:bg-white ${
          shown ? MENU_PANEL_SHOWN : MENU_PANEL_HIDDEN
        }`}
      >
        <div className="flex items-center justify-between">
          <BrandLogo className="light:text-slate-900" />
          <button
            ref={closeRef}
            type="button"
            data-menu-close=""
            onClick={onClose}
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
                  onClick={onChoose}
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
            to={START_PROJECT.href}
            onClick={onChoose}
            className="flex items-center justify-center gap-2 rounded-full bg-neon-cyan px-6 py-3.5 font-display font-semibold text-ink-950 light:bg-brand-700 light:text-white"
          >
            {START_PROJECT.label}
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
    </>
  );
}

import type { CSSProperties, ReactNode } from "react";
import { BrandCorner } from "./brand-corner";
import { MobileMenu } from "./mobile-menu";
import { ScrollTopButton } from "./scroll-top-button";
import { logoOpacity } from "./shell-rules";
import { GROUND_SCROLLED, TOP_BAR_HIDDEN, TOP_BAR_SHOWN } from "./shell-states";
import { useTopBarHidden } from "./top-bar-visibility";
import { useScrollDerived } from "./use-scroll-derived";

const scrolled = (scrollY: number) => scrollY > 4;

/**
 * The strip across the top of every page (docs/product/public-site.md § Fixed elements): the logo, and
 * on phones the scroll-to-top button, the chat launcher and the menu button.
 * The page scrolls under its frosted ground, so nothing fixed ever lies over
 * the page's headings, fields or buttons.
 *
 * Phones: the bar steps aside while the visitor scrolls down and returns on
 * the way up, at the top and at the end. From 768 px only the logo is in it,
 * on an opaque ground that leaves with the logo; the launcher and the scroll-to-top
 * button sit at the foot of the navigation rail's column, clear of the page.
 *
 * The bar takes no transform or filter of its own: the menu and chat panels
 * inside it are fixed to the window, which either would break.
 */
export function TopBar({ widgets }: { widgets?: ReactNode }) {
  const opacity = useScrollDerived(logoOpacity);
  const isScrolled = useScrollDerived(scrolled);
  const hidden = useTopBarHidden();
  const ground = {
    "--ground-phone": isScrolled ? 1 : 0,
    // Opaque for as long as any of the logo shows, so the half-faded logo never sits on the page's heading.
    "--ground-wide": isScrolled && opacity > 0 ? 1 : 0,
  } as CSSProperties;
  return (
    <div
      data-testid="top-bar"
      className={`pointer-events-none fixed inset-x-0 z-50 h-16 transition-[top] duration-200 ease-out md:top-0 md:h-18 print:hidden ${
        // Keyboard focus inside brings it back.
        hidden ? TOP_BAR_HIDDEN : TOP_BAR_SHOWN
      }`}
    >
      <div
        aria-hidden="true"
        data-top-bar-ground=""
        style={ground}
        className={`absolute inset-0 border-b border-white/8 bg-ink-950/85 opacity-(--ground-phone) backdrop-blur-md transition-opacity duration-200 md:opacity-(--ground-wide) light:border-slate-200 light:bg-white/90 ${
          isScrolled ? GROUND_SCROLLED : ""
        }`}
      />
      <div className="relative flex h-full items-center justify-between gap-2 px-2 md:px-2.5">
        <BrandCorner opacity={opacity} />
        <div className="pointer-events-auto flex items-center gap-2.5 pr-1">
          <ScrollTopButton />
          {widgets}
          <MobileMenu />
        </div>
      </div>
    </div>
  );
}

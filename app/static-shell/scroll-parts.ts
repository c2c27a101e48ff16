import { logoOpacity, nextBarState, SCROLL_TOP_THRESHOLD } from "#app/components/layout/shell-rules";
import {
  drawState,
  GROUND_SCROLLED,
  SCROLL_TOP_HIDDEN,
  SCROLL_TOP_SHOWN,
  TOP_BAR_HIDDEN,
  TOP_BAR_SHOWN,
} from "#app/components/layout/shell-states";

/**
 * The parts of the top bar that follow the scroll (docs/product/public-site.md § Fixed elements, § Brand logo,
 * § Scroll to top), drawn as the React shell draws them (app/components/layout/top-bar.tsx): the phone's bar
 * steps aside while scrolling down, its ground turns opaque once the page is under it, the logo fades from
 * 100 px, the scroll-to-top button shows past 300 px. Work happens once a frame at most, and only where a
 * value changed.
 */
export function startScrollParts(): void {
  const bar = document.querySelector<HTMLElement>("[data-testid=top-bar]");
  const ground = document.querySelector<HTMLElement>("[data-top-bar-ground]");
  const logo = document.querySelector<HTMLElement>("[data-testid=brand-corner]");
  const scrollTop = document.querySelector<HTMLButtonElement>("[data-scroll-top]");
  let barState = { y: window.scrollY, hidden: false };
  let shown = { scrolled: false, opacity: 1, pastThreshold: false, hidden: false };
  let frame = 0;

  const draw = () => {
    frame = 0;
    const y = window.scrollY;
    barState = nextBarState(barState, y, document.documentElement.scrollHeight - window.innerHeight);
    const next = {
      scrolled: y > 4,
      opacity: logoOpacity(y),
      pastThreshold: y > SCROLL_TOP_THRESHOLD,
      hidden: barState.hidden,
    };
    if (bar && next.hidden !== shown.hidden) drawState(bar, next.hidden, TOP_BAR_HIDDEN, TOP_BAR_SHOWN);
    if (ground && (next.scrolled !== shown.scrolled || next.opacity > 0 !== shown.opacity > 0)) {
      ground.style.setProperty("--ground-phone", next.scrolled ? "1" : "0");
      // Opaque for as long as any of the logo shows, so the half-faded logo never sits on the page's heading.
      ground.style.setProperty("--ground-wide", next.scrolled && next.opacity > 0 ? "1" : "0");
      ground.classList.toggle(GROUND_SCROLLED, next.scrolled);
    }
    if (logo && next.opacity !== shown.opacity) {
      logo.style.opacity = String(next.opacity);
      logo.style.visibility = next.opacity === 0 ? "hidden" : "visible";
    }
    if (scrollTop && next.pastThreshold !== shown.pastThreshold) {
      drawState(scrollTop, next.pastThreshold, SCROLL_TOP_SHOWN, SCROLL_TOP_HIDDEN);
    }
    shown = next;
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(draw);
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  // A page opened lower down (a reload, the back button) is drawn for where it is.
  if (window.scrollY > 0) draw();

  scrollTop?.addEventListener("click", () => {
    const smooth = window.matchMedia("(prefers-reduced-motion: no-preference)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "instant" });
  });
}

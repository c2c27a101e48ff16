import { ArrowUp } from "lucide-react";
import { SCROLL_TOP_THRESHOLD } from "./shell-rules";
import { SCROLL_TOP_HIDDEN, SCROLL_TOP_SHOWN } from "./shell-states";
import { useScrollDerived } from "./use-scroll-derived";

const pastThreshold = (scrollY: number) => scrollY > SCROLL_TOP_THRESHOLD;

/**
 * Appears past 300 px of scroll (docs/product/public-site.md § Scroll to top). On phones it sits in the
 * top bar beside the chat launcher; from 768 px it floats in the desktop rail's
 * column, above the chat launcher, where nothing of the page ever lies.
 */
export function ScrollTopButton() {
  const visible = useScrollDerived(pastThreshold);
  const scrollUp = () => {
    const smooth = window.matchMedia("(prefers-reduced-motion: no-preference)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "instant" });
  };
  return (
    <button
      type="button"
      onClick={scrollUp}
      aria-label="Scroll to top"
      data-scroll-top=""
      className={`grid size-11 place-items-center rounded-full border border-white/12 bg-ink-900/90 text-ink-100 shadow-lg transition duration-300 hover:border-neon-cyan/60 hover:text-neon-cyan md:fixed md:bottom-25 md:left-3.5 md:z-50 md:backdrop-blur light:border-slate-200 light:bg-white/95 light:text-slate-700 light:hover:border-brand-600 light:hover:text-brand-700 ${
        visible ? SCROLL_TOP_SHOWN : SCROLL_TOP_HIDDEN
      }`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}

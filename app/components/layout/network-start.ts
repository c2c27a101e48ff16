import { startNetwork } from "./network-canvas";
import type { NetworkTone } from "./network-geometry";
import { type BackgroundIntensity, isMobileAgent, planNetwork } from "./network-plan";
import { drawStaticNetwork } from "./network-static";

/** Fades the drawn layer in. Web Animations, not a CSS transition: a transition
 * fires transitionrun/start/end events, and React's root listener handles each
 * one (3–6 ms of main thread in Lighthouse's phone run, in the frame that shows
 * the layer). */
function fadeIn(layer: Element, reducedMotion: boolean) {
  if (reducedMotion || typeof layer.animate !== "function") return;
  layer.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 1200, easing: "ease-out" });
}

/**
 * Starts the decorative network of a backdrop (./network-background.tsx has its markup) after the load event,
 * when the main thread is idle: moving on the canvas, or as a still picture where it must not move; the
 * backdrop's `data-state` says which, or "fallback" when drawing failed (the CSS gradient shows). Returns the
 * function that stops it. React-free: the React shell and the static pages' script both start it.
 */
export function startBackground(
  backdrop: HTMLElement,
  { intensity, tone }: { intensity: BackgroundIntensity; tone: NetworkTone },
): () => void {
  const canvas = backdrop.querySelector("canvas");
  const picture = backdrop.querySelector("svg");
  if (!canvas || !picture) return () => {};
  let stop: (() => void) | undefined;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const start = () => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const plan = planNetwork(intensity, {
      width: window.innerWidth,
      mobileAgent: isMobileAgent(navigator.userAgent),
      reducedMotion,
    });
    try {
      const still = plan.mode === "static";
      stop = still ? drawStaticNetwork(picture, plan, tone) : startNetwork(canvas, plan, tone);
      backdrop.dataset.state = plan.mode;
      fadeIn(still ? picture : canvas, reducedMotion);
    } catch {
      backdrop.dataset.state = "fallback";
    }
  };
  const schedule = () => {
    if ("requestIdleCallback" in window) idleHandle = window.requestIdleCallback(start, { timeout: 3000 });
    else timer = setTimeout(start, 300);
  };

  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });

  return () => {
    window.removeEventListener("load", schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timer);
    stop?.();
  };
}

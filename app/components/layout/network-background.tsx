import { useEffect, useRef } from "react";
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
 * The decorative node network behind every page of the shell (docs/product/public-site.md § Background):
 * moving on a canvas, or as a still SVG picture where it must not move. A
 * static CSS gradient is always painted underneath, so a browser that cannot
 * draw it (or throws while starting it) simply shows the gradient. The
 * backdrop's `data-state` says which of them is showing.
 * Fixed and aria-hidden: it never shifts layout and screen readers skip it. It
 * starts after the load event, when the main thread is idle, so it never adds
 * to the work that delays the first interaction.
 */
export function NetworkBackground({
  intensity = "normal",
  tone = "dark",
}: {
  intensity?: BackgroundIntensity;
  tone?: NetworkTone;
}) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pictureRef = useRef<SVGSVGElement>(null);

  useEffect(() => {
    const backdrop = backdropRef.current;
    const canvas = canvasRef.current;
    const picture = pictureRef.current;
    if (!backdrop || !canvas || !picture) return;
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
  }, [intensity, tone]);

  return (
    <div ref={backdropRef} aria-hidden="true" className="network-backdrop pointer-events-none fixed inset-0 -z-10">
      <canvas ref={canvasRef} className="network-layer absolute inset-0 size-full" />
      <svg ref={pictureRef} className="network-layer absolute inset-0 size-full" />
    </div>
  );
}

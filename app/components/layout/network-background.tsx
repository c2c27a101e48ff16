import { useEffect, useRef } from "react";
import { type NetworkTone, startNetwork } from "./network-canvas";
import { type BackgroundIntensity, isMobileAgent, planNetwork } from "./network-plan";

/**
 * The decorative node network behind every page of the shell (spec 000 §2).
 * A static CSS gradient is always painted underneath, so a browser that cannot
 * draw the canvas (or throws while starting it) simply shows the gradient.
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
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stop: (() => void) | undefined;
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const start = () => {
      const plan = planNetwork(intensity, {
        width: window.innerWidth,
        mobileAgent: isMobileAgent(navigator.userAgent),
        reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
      });
      try {
        stop = startNetwork(canvas, plan, tone);
        canvas.dataset.state = plan.mode;
      } catch {
        canvas.dataset.state = "fallback";
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
    <div aria-hidden="true" className="network-backdrop pointer-events-none fixed inset-0 -z-10">
      <canvas ref={canvasRef} className="network-canvas absolute inset-0 size-full" />
    </div>
  );
}

import { useEffect, useRef } from "react";
import type { NetworkTone } from "./network-geometry";
import type { BackgroundIntensity } from "./network-plan";
import { startBackground } from "./network-start";

/**
 * The decorative node network behind every page of the shell (docs/product/public-site.md § Background):
 * moving on a canvas, or as a still SVG picture where it must not move. A
 * static CSS gradient is always painted underneath, so a browser that cannot
 * draw it (or throws while starting it) simply shows the gradient. The
 * backdrop's `data-state` says which of them is showing.
 * Fixed and aria-hidden: it never shifts layout and screen readers skip it. It
 * starts after the load event, when the main thread is idle, so it never adds
 * to the work that delays the first interaction (./network-start.ts). Its intensity and tone are in the
 * markup too, for the static pages' script, which starts it where React does not run.
 */
export function NetworkBackground({
  intensity = "normal",
  tone = "dark",
}: {
  intensity?: BackgroundIntensity;
  tone?: NetworkTone;
}) {
  const backdropRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!backdropRef.current) return;
    return startBackground(backdropRef.current, { intensity, tone });
  }, [intensity, tone]);

  return (
    <div
      ref={backdropRef}
      aria-hidden="true"
      data-intensity={intensity}
      data-tone={tone}
      className="network-backdrop pointer-events-none fixed inset-0 -z-10"
    >
      <canvas className="network-layer absolute inset-0 size-full" />
      <svg className="network-layer absolute inset-0 size-full" />
    </div>
  );
}

import { useCallback, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/**
 * A value derived from the vertical scroll position. The component re-renders
 * only when the derived value changes (a boolean or a rounded opacity), not on
 * every scroll event. The server and the first paint see scrollY = 0.
 */
export function useScrollDerived<T>(derive: (scrollY: number) => T): T {
  const getSnapshot = useCallback(() => derive(window.scrollY), [derive]);
  const getServerSnapshot = useCallback(() => derive(0), [derive]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

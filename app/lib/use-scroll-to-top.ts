import { useEffect } from "react";
import { useLocation } from "react-router";

/** The page scrolls to the top on every route change (docs/product/public-site.md § Route table). */
export function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
}

import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { sendPageView } from "./send-page-view";

/** Counts each view of a public page on a hydrated page, client-side navigations included (./send-page-view.ts). */
export function PageViewBeacon() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a view is a change of address
  useEffect(() => {
    sendPageView({ firstOfLoad: first.current });
    first.current = false;
  }, [pathname, search]);
  return null;
}

import { useMemo, useSyncExternalStore } from "react";
import { usePriceList } from "#app/lib/price-list";
import type { PortalOverview } from "#common/client-area/api";
import { sampleOverview } from "./sample-overview";

/** Today as a calendar day (UTC), the day the sample is counted from. */
export const sampleDay = (now = new Date()) => now.toISOString().slice(0, 10);

const neverChanges = () => () => {};

/**
 * The sample portal as of today, in the visitor's face. `shownOn` is the day the page was rendered on the
 * server (its loader's): the first paint and hydration use it, so the HTML and React agree, and React then
 * draws the browser's own today if that is another day — a prerendered page stays dated from the day it is
 * read, not the day it was built.
 */
export function useSampleOverview(shownOn: string): PortalOverview {
  const today = useSyncExternalStore(
    neverChanges,
    () => sampleDay(),
    () => shownOn,
  );
  const list = usePriceList();
  return useMemo(() => sampleOverview(today, list), [today, list]);
}

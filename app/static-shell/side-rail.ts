import { drawState, RAIL_BY_POINTER, RAIL_LABEL_BY_POINTER } from "#app/components/layout/shell-states";
import { leaveNoteForNextPage, takeNoteFromLastPage } from "#app/lib/next-page-note";

const NOTE = "railClosedByNavigation";

/**
 * The desktop rail closes on navigation even while the pointer still rests on it, until the pointer leaves
 * (docs/product/public-site.md § Side navigation; app/components/layout/side-nav.tsx). A static page's link
 * loads a new page, so the rail's link leaves a one-time note and the new page opens with the rail closed to
 * the pointer.
 */
export function startSideRail(): void {
  const rail = document.querySelector<HTMLElement>("[data-testid=side-rail]");
  if (!rail) return;
  const labels = rail.querySelectorAll("[data-rail-label]");
  const setClosed = (closed: boolean) => {
    rail.toggleAttribute("data-closed-by-navigation", closed);
    drawState(rail, !closed, RAIL_BY_POINTER, "");
    for (const label of labels) drawState(label, !closed, RAIL_LABEL_BY_POINTER, "");
  };
  if (takeNoteFromLastPage(NOTE)) setClosed(true);
  rail.addEventListener("pointerleave", () => setClosed(false));
  // A page just loaded may not count the resting pointer as on the rail, and then never sends it a
  // pointerleave: the pointer seen anywhere else does the same.
  const onPointerMove = (event: PointerEvent) => {
    if (rail.contains(event.target as Node)) return;
    setClosed(false);
    document.removeEventListener("pointermove", onPointerMove);
  };
  document.addEventListener("pointermove", onPointerMove, { passive: true });
  rail.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) leaveNoteForNextPage(NOTE);
  });
}

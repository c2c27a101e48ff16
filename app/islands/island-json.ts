import type { PageData } from "#app/lib/page-address";

/** What an island is drawn from: its props and the route's data, written in the page for the browser. */
export interface IslandDrawnFrom<Props> {
  props: Props;
  data: PageData;
}

/**
 * As JSON that cannot end the script element it is written in, whatever a visitor typed into it (a form sent
 * without script comes back with its values): every "<" is written as its JSON escape.
 */
export function islandJson(drawnFrom: IslandDrawnFrom<object>): string {
  return JSON.stringify(drawnFrom).replace(/</g, "\\u003c");
}

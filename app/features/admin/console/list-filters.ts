/**
 * The open list's filters live in the address, not in component state (docs/product/admin-console.md
 * § Lists): `/admin?tab=consultations&status=new&q=zoe`. A reload or a shared link opens the same
 * view, and Back undoes a filter. `spam` is passed through to the list API as it stands in the
 * address (the spam filter sets it).
 */
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import type { TabSpec } from "../lists";

export interface ListFilters {
  status: string;
  q: string;
  spam: string;
}

/** What the address asks for, reduced to what the list knows (a status of another list is dropped). */
export function readListFilters(params: URLSearchParams, spec: Pick<TabSpec, "statuses">): ListFilters {
  const status = params.get("status") ?? "";
  return {
    status: spec.statuses.includes(status) ? status : "",
    q: (params.get("q") ?? "").trim(),
    spam: params.get("spam") ?? "",
  };
}

/** The address after a change: empty values leave the query string, the rest of it stays. */
export function withFilter(current: URLSearchParams, name: keyof ListFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** The address of another tab: the tab set, the list's filters gone (anything else in the query stays). */
export function withoutFilters(current: URLSearchParams, tab: string): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ["status", "q", "spam"] as const) next.delete(name);
  next.set("tab", tab);
  return next;
}

export function useListFilters(spec: TabSpec) {
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params, spec);
  /**
   * `replace`: the search box as the admin types replaces the entry it started, so Back goes to the
   * list before the search, not through every letter.
   */
  const setFilter = useCallback(
    (name: keyof ListFilters, value: string, options: { replace?: boolean } = {}) =>
      setParams((current) => withFilter(current, name, value), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { filters, setFilter };
}

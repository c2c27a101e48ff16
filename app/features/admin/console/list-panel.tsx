import { useInfiniteQuery } from "@tanstack/react-query";
import { Download, Search } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import { LEAD_LIST, SPAM_KINDS } from "#common/admin/lead-page";
import { downloadAdminFile, fetchAdminPage, isUnauthorized } from "../admin-api";
import { statusLabel, type TabSpec } from "../lists";
import { useEndAdminSession, useFetchFailureToast } from "../use-admin-session";
import { type ListFilters, useListFilters } from "./list-filters";

/** The lists whose leads can be marked as spam: they leave spam out unless the Spam filter asks (docs/product/admin-console.md § Spam). */
const SPAM_LISTS: ReadonlySet<string> = new Set(SPAM_KINDS.map((kind) => LEAD_LIST[kind]));

function listUrl(spec: TabSpec, filters: ListFilters, cursor?: string | null, format = "") {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (filters.spam) params.set("spam", filters.spam);
  if (cursor) params.set("before", cursor);
  const query = params.toString();
  return `/api/admin/${spec.list}${format}${query ? `?${query}` : ""}`;
}

/**
 * One admin list (docs/product/admin-console.md § Lists): status filter, search (both in the address,
 * ./list-filters.ts), newest-first pages
 * with "Load more", CSV export. A failed read toasts 'Failed to
 * fetch' and the list shows empty; a 401 signs the admin out.
 */
export function ListPanel<T extends { id: number }>({
  spec,
  renderItem,
}: {
  spec: TabSpec;
  renderItem: (item: T) => ReactNode;
}) {
  const { filters, setFilter } = useListFilters(spec);
  const [searchText, setSearchText] = useState(filters.q);
  const [exporting, setExporting] = useState(false);
  const { onUnauthorized } = useEndAdminSession();
  const statusId = useId();
  const spamId = useId();
  const searchId = useId();

  const query = useInfiniteQuery({
    queryKey: [`/api/admin/${spec.list}`, filters],
    queryFn: ({ pageParam }) => fetchAdminPage<T>(listUrl(spec, filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

  useFetchFailureToast(query.error, spec.title);

  const items = query.error ? [] : (query.data?.pages.flatMap((page) => page.items) ?? []);
  const filtered = filters.status !== "" || filters.q !== "" || filters.spam !== "";

  // The search this box last put in the address; any other change of it (Back, a link) is shown in the box.
  const urlQ = filters.q;
  const sentQ = useRef(urlQ);
  useEffect(() => {
    if (urlQ === sentQ.current) return;
    sentQ.current = urlQ;
    setSearchText(urlQ);
  }, [urlQ]);

  const search = useCallback(
    (q: string, replace: boolean) => {
      sentQ.current = q;
      setFilter("q", q, { replace });
    },
    [setFilter],
  );

  // The list follows the search box as the admin types (a pause of 300 ms); Enter or the button search at once.
  // A search still waiting when the admin leaves (a lead opened within those 300 ms, Back) is dropped: written
  // to the address after that, it would be a navigation back to the list. Leaving is seen three ways: a click
  // on a link to another page of the site and Back, at once; any other navigation once the router reports it.
  const leaving = useNavigation().state !== "idle";
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const q = searchText.trim();
    if (leaving || q === sentQ.current) return;
    // A new search is a new history entry; refining it replaces that entry.
    pendingSearch.current = setTimeout(() => search(q, sentQ.current !== ""), 300);
    return () => clearTimeout(pendingSearch.current);
  }, [searchText, search, leaving]);
  useEffect(() => {
    const dropPendingSearch = () => clearTimeout(pendingSearch.current);
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin && link.target !== "_blank") {
        dropPendingSearch();
      }
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", dropPendingSearch);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", dropPendingSearch);
    };
  }, []);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const q = searchText.trim();
    if (q !== sentQ.current) search(q, false);
  }

  async function onExport() {
    setExporting(true);
    try {
      await downloadAdminFile(listUrl(spec, filters, null, ".csv"), `${spec.list}.csv`);
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      else
        toast({ title: "Export Failed", description: errorMessage(error, "Failed to export"), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }

  const control =
    "min-h-11 rounded-xl border border-ink-600 bg-ink-900 px-3 text-sm text-ink-100 focus:border-neon-cyan focus:outline-none";

  return (
    <section aria-labelledby={`${spec.list}-title`} className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={`${spec.list}-title`} className="font-display text-xl font-bold text-ink-100">
          {spec.title}
        </h2>
        <button
          type="button"
          onClick={onExport}
          disabled={exporting}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-neon-lime/50 px-4 font-display text-xs font-bold tracking-[0.12em] text-neon-lime uppercase transition hover:bg-neon-lime hover:text-ink-950 disabled:opacity-60"
        >
          <Download aria-hidden="true" size={16} />
          {exporting ? "Exporting..." : "Export CSV"}
        </button>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {spec.statuses.length > 0 ? (
          <div className="grid gap-1.5">
            <label htmlFor={statusId} className="text-xs font-medium tracking-wide text-ink-300 uppercase">
              Status
            </label>
            <select
              id={statusId}
              value={filters.status}
              onChange={(event) => setFilter("status", event.target.value)}
              className={`${control} sm:w-48`}
            >
              <option value="">All statuses</option>
              {spec.statuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(spec.list, status)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {SPAM_LISTS.has(spec.list) ? (
          <div className="grid gap-1.5">
            <label htmlFor={spamId} className="text-xs font-medium tracking-wide text-ink-300 uppercase">
              Spam
            </label>
            <select
              id={spamId}
              value={filters.spam}
              onChange={(event) => setFilter("spam", event.target.value)}
              className={`${control} sm:w-44`}
            >
              <option value="">Leave out spam</option>
              <option value="only">Spam only</option>
              <option value="include">Include spam</option>
            </select>
          </div>
        ) : null}
        <form role="search" onSubmit={onSearch} className="grid flex-1 gap-1.5">
          <label htmlFor={searchId} className="text-xs font-medium tracking-wide text-ink-300 uppercase">
            Search {spec.title.toLowerCase()}
          </label>
          <div className="flex gap-2">
            <input
              id={searchId}
              type="search"
              value={searchText}
              placeholder={spec.searchHint}
              onChange={(event) => setSearchText(event.target.value)}
              className={`${control} min-w-0 flex-1`}
            />
            <button
              type="submit"
              aria-label="Search"
              className="grid min-h-11 w-12 shrink-0 place-items-center rounded-xl border border-neon-cyan/50 text-neon-cyan transition hover:bg-neon-cyan hover:text-ink-950"
            >
              <Search aria-hidden="true" size={18} />
            </button>
          </div>
        </form>
      </div>

      <div aria-live="polite" aria-busy={query.isLoading}>
        {query.isLoading ? (
          <p className="rounded-2xl border border-dashed border-ink-700 py-12 text-center text-ink-300">
            {spec.loading}
          </p>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-ink-700 py-12 text-center text-ink-300">
            {filtered ? "Nothing matches these filters" : spec.empty}
          </p>
        ) : (
          <div className="grid gap-4">
            {items.map((item) => (
              <div key={item.id} className="min-w-0">
                {renderItem(item)}
              </div>
            ))}
          </div>
        )}
      </div>

      {query.hasNextPage && !query.error ? (
        <button
          type="button"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="mx-auto min-h-11 rounded-xl border border-ink-600 px-6 font-display text-sm font-semibold text-ink-100 transition hover:border-neon-cyan hover:text-neon-cyan disabled:opacity-60"
        >
          {query.isFetchingNextPage ? "Loading..." : "Load more"}
        </button>
      ) : null}
    </section>
  );
}

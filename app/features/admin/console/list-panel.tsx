import { useInfiniteQuery } from "@tanstack/react-query";
import { Download, Search } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { errorMessage } from "../../../lib/api-request";
import { toast } from "../../../lib/toast/toast-store";
import { downloadAdminFile, fetchAdminPage, isUnauthorized } from "../admin-api";
import { statusLabel, type TabSpec } from "../lists";
import { useEndAdminSession } from "../use-admin-session";

function listUrl(spec: TabSpec, filters: { status: string; q: string }, cursor?: string | null, format = "") {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (cursor) params.set("before", cursor);
  const query = params.toString();
  return `/api/admin/${spec.list}${format}${query ? `?${query}` : ""}`;
}

/**
 * One admin list (issue 6 §4): status filter, search, newest-first pages
 * with "Load more", CSV export. Spec 001 §8: a failed read toasts 'Failed to
 * fetch' and the list shows empty; a 401 signs the admin out.
 */
export function ListPanel<T extends { id: number }>({
  spec,
  renderItem,
}: {
  spec: TabSpec;
  renderItem: (item: T) => ReactNode;
}) {
  const [filters, setFilters] = useState({ status: "", q: "" });
  const [searchText, setSearchText] = useState("");
  const [exporting, setExporting] = useState(false);
  const { onUnauthorized } = useEndAdminSession();
  const statusId = useId();
  const searchId = useId();

  const query = useInfiniteQuery({
    queryKey: [`/api/admin/${spec.list}`, filters],
    queryFn: ({ pageParam }) => fetchAdminPage<T>(listUrl(spec, filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

  useEffect(() => {
    if (!query.error) return;
    if (isUnauthorized(query.error)) onUnauthorized();
    else
      toast({ title: "Failed to fetch", description: errorMessage(query.error, spec.title), variant: "destructive" });
  }, [query.error, onUnauthorized, spec.title]);

  const items = query.error ? [] : (query.data?.pages.flatMap((page) => page.items) ?? []);
  const filtered = filters.status !== "" || filters.q !== "";

  // The list follows the search box as the admin types (a pause of 300 ms); Enter or the button search at once.
  useEffect(() => {
    const q = searchText.trim();
    const timer = setTimeout(() => setFilters((current) => (current.q === q ? current : { ...current, q })), 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setFilters((current) => ({ ...current, q: searchText.trim() }));
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
              onChange={(event) => setFilters((current) => ({ ...current, status: event.target.value }))}
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
              <div key={item.id}>{renderItem(item)}</div>
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

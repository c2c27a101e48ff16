import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { requestHeaders, sendRequest, throwIfResNotOk } from "./api-request";

/** The default read (docs/product/public-site.md § Data fetching defaults): GET the first element of the query key. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const response = await sendRequest(String(queryKey[0]), {
    headers: requestHeaders(false),
    credentials: "include",
  });
  await throwIfResNotOk(response);
  return response.json();
};

/** No retries, refetches or stale reads (docs/product/public-site.md § Data fetching defaults). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The one query client of a browser tab, shared by every page that reads
 * through React Query, so cached reads survive navigation (the admin console
 * to its dashboard, one booking page to the next); a fresh one per server
 * render, so no data passes from one request to another.
 */
export function appQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

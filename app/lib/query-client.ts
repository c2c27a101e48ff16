import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { requestHeaders, throwIfResNotOk } from "./api-request";

/** The default read (spec 000 §7): GET the first element of the query key. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const response = await fetch(String(queryKey[0]), {
    headers: requestHeaders(false),
    credentials: "include",
  });
  await throwIfResNotOk(response);
  return response.json();
};

/** Spec 000 §9: reads never retry or refetch and never go stale; writes never retry. */
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

import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "../../lib/query-client";

/**
 * One query client per browser tab (module-level singleton), so cached reads
 * survive navigation between the booking pages; a fresh one per server render
 * so no data leaks between requests.
 */
let browserClient: QueryClient | undefined;

function queryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

export function BookingQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}

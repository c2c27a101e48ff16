import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "../../lib/query-client";

let browserClient: QueryClient | undefined;

/**
 * One query client per browser tab (kept across admin pages, so going from
 * the console to the dashboard and back does not refetch everything); a
 * fresh one per server render, which never fetches admin data anyway.
 */
export function adminQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

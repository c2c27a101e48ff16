import { useQuery } from "@tanstack/react-query";
import type { AdminStatus } from "#common/admin/users";
import { adminRequest } from "./admin-api";

export const ADMIN_STATUS_KEY = "/api/admin/status";

/**
 * Who is signed in (docs/product/admin-console.md § Admin users): the header names them and shows
 * "Admin users" to owners only. The guard has checked the session already; this is the same call, cached.
 */
export function useSignedInAdmin() {
  return useQuery({
    queryKey: [ADMIN_STATUS_KEY],
    queryFn: () => adminRequest<AdminStatus>(ADMIN_STATUS_KEY),
    staleTime: 60_000,
  });
}

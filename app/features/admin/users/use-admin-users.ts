/**
 * Data of /admin/users (docs/product/admin-console.md § Admin users): the list, and one mutation hook
 * for every change (toast on success or failure, a 401 signs out, the list and "who am I" read again).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { AdminUser } from "#common/admin/users";
import { adminRequest, isUnauthorized } from "../admin-api";
import { useEndAdminSession } from "../use-admin-session";
import { ADMIN_STATUS_KEY } from "../use-signed-in-admin";

export const ADMIN_USERS_KEY = "/api/admin/users";

export function useAdminUsers() {
  // A staff member's 403 is shown by the page, not retried.
  return useQuery({
    queryKey: [ADMIN_USERS_KEY],
    queryFn: () => adminRequest<AdminUser[]>(ADMIN_USERS_KEY),
    retry: false,
  });
}

export interface UserChange {
  method: string;
  url: string;
  body?: unknown;
  success: [title: string, description?: string];
}

export function useUserChange<Result = unknown>() {
  const queryClient = useQueryClient();
  const { onUnauthorized } = useEndAdminSession();
  return useMutation({
    mutationFn: (change: UserChange) => adminRequest<Result>(change.url, change.method, change.body),
    onSuccess: async (_result, change) => {
      const [title, description] = change.success;
      toast({ title, description, variant: "success" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_STATUS_KEY] }),
      ]);
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      toast({ title: "Update Failed", description: errorMessage(error, "Please try again."), variant: "destructive" });
    },
  });
}

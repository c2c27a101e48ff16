import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import { isUnauthorized } from "./admin-api";
import { LEAD_QUERY_KEY } from "./lead/lead-query";
import { useEndAdminSession } from "./use-admin-session";

/**
 * A change the admin makes to one lead (its status, its priority): send it,
 * then refetch the lead's list, the stats and the dashboard; a success toast,
 * 'Unauthorized' and sign-in on 401, 'Update Failed' otherwise (docs/product/admin-console.md § Toasts).
 */
export function useAdminChange<Change>(options: {
  send: (change: Change) => Promise<unknown>;
  /** The list endpoint that shows the lead, e.g. "/api/admin/submissions". */
  listKey: string;
  success: { title: string; description: string };
  /** The failure toast's text when the server gives none. */
  failure: string;
}) {
  const queryClient = useQueryClient();
  const { onUnauthorized } = useEndAdminSession();
  return useMutation({
    mutationFn: options.send,
    onSuccess: async () => {
      toast({ ...options.success, variant: "success" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [options.listKey] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
        queryClient.invalidateQueries({ queryKey: ["admin-overview"] }),
        // The lead's own page, when the change was made there (docs/product/admin-console.md § Lead page).
        queryClient.invalidateQueries({ queryKey: [LEAD_QUERY_KEY] }),
      ]);
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      toast({ title: "Update Failed", description: errorMessage(error, options.failure), variant: "destructive" });
    },
  });
}

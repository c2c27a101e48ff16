/**
 * Data of the console's client pages (docs/product/client-area.md § Admin client tools): the client list, one
 * client's full record, and one mutation hook that every form and button
 * shares: toast on success or failure, a 401 signs the admin out, and the
 * client's record, the list and the stats are read again.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage, isApiError } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { AdminClientDetail, AdminClientSummary } from "#common/client-area/admin-records";
import { adminRequest, isUnauthorized } from "../admin-api";
import { useEndAdminSession, useFetchFailureToast } from "../use-admin-session";

export const CLIENTS_KEY = "/api/admin/clients";

export function useClients(q: string) {
  const query = useQuery({
    queryKey: [CLIENTS_KEY, { q }],
    queryFn: () => adminRequest<AdminClientSummary[]>(`${CLIENTS_KEY}${q ? `?q=${encodeURIComponent(q)}` : ""}`),
  });
  useFetchFailureToast(query.error, "Clients");
  return query;
}

export function useClientDetail(id: number) {
  const query = useQuery({
    queryKey: [CLIENTS_KEY, id],
    queryFn: () => adminRequest<AdminClientDetail>(`${CLIENTS_KEY}/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
  // A 404 is shown by the page itself ("Client not found"), not as a toast.
  useFetchFailureToast(query.error && !isApiError(query.error, 404) ? query.error : null, "Client");
  return query;
}

export interface ActionCall {
  method: string;
  url: string;
  body?: unknown;
  /** Toast title and text on success. */
  success: [title: string, description?: string];
  failure?: string;
}

/** One admin change: the request, its toasts, and fresh data afterwards. */
export function useAdminAction<Result = unknown>() {
  const queryClient = useQueryClient();
  const { onUnauthorized } = useEndAdminSession();
  return useMutation({
    mutationFn: (call: ActionCall) => adminRequest<Result>(call.url, call.method, call.body),
    onSuccess: async (_result, call) => {
      toast({ title: call.success[0], description: call.success[1], variant: "success" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [CLIENTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
      ]);
    },
    onError: (error, call) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      toast({
        title: call.failure ?? "Update Failed",
        description: errorMessage(error, "Something went wrong. Please try again."),
        variant: "destructive",
      });
    },
  });
}

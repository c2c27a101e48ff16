import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { LeadKind } from "#common/admin/lead-links";
import type { LeadDetail } from "#common/admin/lead-page";
import { adminRequest, isUnauthorized } from "../admin-api";
import { useEndAdminSession } from "../use-admin-session";

/** The first part of every lead page's query key: a change made anywhere in the console refetches it. */
export const LEAD_QUERY_KEY = "admin-lead";

const leadUrl = (kind: LeadKind, id: number) => `/api/admin/leads/${kind}/${id}`;

/** GET /api/admin/leads/:kind/:id (docs/product/admin-console.md § Lead page). */
export function useLead(kind: LeadKind, id: number) {
  return useQuery({
    queryKey: [LEAD_QUERY_KEY, kind, id],
    queryFn: () => adminRequest<LeadDetail>(leadUrl(kind, id)),
    // A missing lead stays missing: no retries before the not-found state shows.
    retry: false,
  });
}

/** Adds a note, then refetches the lead; 'Note Added' on success (docs/product/admin-console.md § Notes). */
export function useAddNote(kind: LeadKind, id: number) {
  const queryClient = useQueryClient();
  const { onUnauthorized } = useEndAdminSession();
  return useMutation({
    mutationFn: (text: string) => adminRequest(`${leadUrl(kind, id)}/notes`, "POST", { text }),
    onSuccess: async () => {
      toast({ title: "Note Added", description: "The note is in the lead's timeline.", variant: "success" });
      await queryClient.invalidateQueries({ queryKey: [LEAD_QUERY_KEY, kind, id] });
    },
    onError: (error) => {
      if (isUnauthorized(error)) onUnauthorized();
      else
        toast({
          title: "Note Not Saved",
          description: errorMessage(error, "Failed to add the note"),
          variant: "destructive",
        });
    },
  });
}

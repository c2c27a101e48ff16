import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatusEntity } from "../../../common/admin/statuses";
import { errorMessage } from "../../lib/api-request";
import { toast } from "../../lib/toast/toast-store";
import { adminRequest, isUnauthorized } from "./admin-api";
import { LIST_OF_ENTITY } from "./lists";
import { useEndAdminSession } from "./use-admin-session";

const SUCCESS_TEXT: Record<StatusEntity, string> = {
  submission: "Submission status has been updated successfully.",
  reservation: "Reservation status has been updated successfully.",
  consultation: "Consultation status has been updated successfully.",
  intake: "Intake status has been updated successfully.",
};

/**
 * Status buttons (spec 001 §7–§8): PATCH {status}, then refetch the list and
 * the stats; 'Status Updated' on success, 'Unauthorized' and sign-in after
 * 500 ms on 401, 'Update Failed' otherwise.
 */
export function useStatusChange(entity: StatusEntity) {
  const queryClient = useQueryClient();
  const { onUnauthorized } = useEndAdminSession();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: string }) =>
      adminRequest(`/api/admin/${entity}/${id}/status`, "PATCH", { status }),
    onSuccess: async () => {
      toast({ title: "Status Updated", description: SUCCESS_TEXT[entity], variant: "success" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [`/api/admin/${LIST_OF_ENTITY[entity]}`] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/stats"] }),
        queryClient.invalidateQueries({ queryKey: ["admin-overview"] }),
      ]);
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      toast({
        title: "Update Failed",
        description: errorMessage(error, "Failed to update status"),
        variant: "destructive",
      });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SubmissionPriority } from "../../../../common/admin/statuses";
import { errorMessage } from "../../../lib/api-request";
import { toast } from "../../../lib/toast/toast-store";
import { adminRequest, isUnauthorized } from "../admin-api";
import { useEndAdminSession } from "../use-admin-session";

/**
 * The priority control of a contact submission (DECISIONS.md § Facts
 * "Contact priority": `low` is set only by the admin): PATCH {priority},
 * then refetch the submissions, the stats (the high-priority card) and the
 * dashboard; errors toast like a failed status change (spec 001 §8).
 */
export function usePriorityChange() {
  const queryClient = useQueryClient();
  const { onUnauthorized } = useEndAdminSession();
  return useMutation({
    mutationFn: ({ id, priority }: { id: number; priority: SubmissionPriority }) =>
      adminRequest(`/api/admin/submission/${id}/priority`, "PATCH", { priority }),
    onSuccess: async () => {
      toast({
        title: "Priority Updated",
        description: "Submission priority has been updated successfully.",
        variant: "success",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/admin/submissions"] }),
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
        description: errorMessage(error, "Failed to update priority"),
        variant: "destructive",
      });
    },
  });
}

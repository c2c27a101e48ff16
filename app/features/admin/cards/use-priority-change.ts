import type { SubmissionPriority } from "#common/admin/statuses";
import { adminRequest } from "../admin-api";
import { useAdminChange } from "../use-admin-change";

/**
 * The priority control of a contact submission (docs/product/admin-console.md § Priority control:
 * `low` is set only by the admin): PATCH {priority},
 * then refetch the submissions, the stats (the high-priority card) and the
 * dashboard; errors toast like a failed status change (docs/product/admin-console.md § Toasts).
 */
export function usePriorityChange() {
  return useAdminChange({
    send: ({ id, priority }: { id: number; priority: SubmissionPriority }) =>
      adminRequest(`/api/admin/submission/${id}/priority`, "PATCH", { priority }),
    listKey: "/api/admin/submissions",
    success: { title: "Priority Updated", description: "Submission priority has been updated successfully." },
    failure: "Failed to update priority",
  });
}

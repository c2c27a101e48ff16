import type { SubmissionPriority } from "../../../../common/admin/statuses";
import { adminRequest } from "../admin-api";
import { useAdminChange } from "../use-admin-change";

/**
 * The priority control of a contact submission (DECISIONS.md § Facts
 * "Contact priority": `low` is set only by the admin): PATCH {priority},
 * then refetch the submissions, the stats (the high-priority card) and the
 * dashboard; errors toast like a failed status change (spec 001 §8).
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

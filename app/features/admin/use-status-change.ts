import type { StatusEntity } from "#common/admin/statuses";
import { adminRequest } from "./admin-api";
import { LIST_OF_ENTITY } from "./lists";
import { useAdminChange } from "./use-admin-change";

const SUCCESS_TEXT: Record<StatusEntity, string> = {
  submission: "Submission status has been updated successfully.",
  reservation: "Reservation status has been updated successfully.",
  consultation: "Consultation status has been updated successfully.",
  intake: "Intake status has been updated successfully.",
};

/**
 * Status buttons (docs/product/admin-console.md § Status body, § Toasts): PATCH {status}, then refetch the list and
 * the stats; 'Status Updated' on success, 'Unauthorized' and sign-in after
 * 500 ms on 401, 'Update Failed' otherwise.
 */
export function useStatusChange(entity: StatusEntity) {
  return useAdminChange({
    send: ({ id, status }: { id: number; status: string }) =>
      adminRequest(`/api/admin/${entity}/${id}/status`, "PATCH", { status }),
    listKey: `/api/admin/${LIST_OF_ENTITY[entity]}`,
    success: { title: "Status Updated", description: SUCCESS_TEXT[entity] },
    failure: "Failed to update status",
  });
}

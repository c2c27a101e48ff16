import type { BookingKind, ReleaseResult } from "#common/admin/lead-page";
import { adminRequest } from "../admin-api";
import { LIST_OF_ENTITY } from "../lists";
import { useAdminChange } from "../use-admin-change";

/**
 * "Release this visitor's bookings" (docs/product/admin-console.md § Lead page): cancels, without mailing
 * anyone, every reservation and consultation the booking's visitor holds or awaits, then refetches.
 */
export function useReleaseVisitor(kind: BookingKind) {
  return useAdminChange({
    send: (id: number) => adminRequest<ReleaseResult>(`/api/admin/leads/${kind}/${id}/release-visitor`, "POST"),
    listKey: `/api/admin/${LIST_OF_ENTITY[kind]}`,
    success: { title: "Bookings Released", description: "Every booking this visitor held or awaited is cancelled." },
    failure: "Failed to release the visitor's bookings",
  });
}

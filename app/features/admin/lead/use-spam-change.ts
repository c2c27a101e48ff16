import type { SpamKind } from "#common/admin/lead-page";
import { adminRequest } from "../admin-api";
import { LIST_OF_ENTITY } from "../lists";
import { useAdminChange } from "../use-admin-change";

/**
 * "Mark as spam" and "Not spam" (docs/product/admin-console.md § Spam): POST or DELETE the mark,
 * then refetch the list, the stats and the lead's page; the lead leaves the default list.
 */
export function useSpamChange(kind: SpamKind) {
  return useAdminChange({
    send: ({ id, spam }: { id: number; spam: boolean }) =>
      adminRequest(`/api/admin/leads/${kind}/${id}/spam`, spam ? "POST" : "DELETE"),
    listKey: `/api/admin/${LIST_OF_ENTITY[kind]}`,
    success: { title: "Spam Updated", description: "The lead's spam mark has been updated." },
    failure: "Failed to update the spam mark",
  });
}

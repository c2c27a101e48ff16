/**
 * Data of /admin/privacy (docs/product/admin-console.md § Personal data): the look-up of one address,
 * the log of privacy actions, and the erasure. The address stays in the page's state and in the
 * request: never in the page's own URL, so it is not in the browser's history.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequest, isUnauthorized } from "#app/features/admin/admin-api";
import { useEndAdminSession, useFetchFailureToast } from "#app/features/admin/use-admin-session";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { ErasureResult, PersonData, PrivacyActionRecord } from "#common/privacy/schemas";

export const PRIVACY_KEY = "/api/admin/privacy";
const ACTIONS_KEY = "/api/admin/privacy/actions";

/** The look-up and the export are POSTs: the address never travels in a URL, which proxies write in their logs. */
export const LOOKUP_URL = `${PRIVACY_KEY}/find`;
export const EXPORT_URL = `${PRIVACY_KEY}/export`;

export function usePersonData(email: string) {
  const query = useQuery({
    queryKey: [PRIVACY_KEY, email],
    queryFn: () => adminRequest<PersonData>(LOOKUP_URL, "POST", { email }),
    enabled: email !== "",
    // Personal data is read fresh each time and not kept once the page is left.
    gcTime: 0,
    staleTime: 0,
  });
  useFetchFailureToast(query.error, "Personal data");
  return query;
}

export function usePrivacyActions() {
  const query = useQuery({
    queryKey: [ACTIONS_KEY],
    queryFn: () => adminRequest<PrivacyActionRecord[]>(ACTIONS_KEY),
  });
  useFetchFailureToast(query.error, "Privacy actions");
  return query;
}

/** The log changes after an export and an erasure: read it again. */
export function useRefreshActions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ACTIONS_KEY] });
}

export function useErase() {
  const queryClient = useQueryClient();
  const { onUnauthorized } = useEndAdminSession();
  return useMutation({
    mutationFn: (email: string) =>
      adminRequest<ErasureResult>(`${PRIVACY_KEY}/erase`, "POST", { email, confirm: true }),
    onSuccess: async () => {
      toast({ title: "Erased", description: "Everything held about the address is gone.", variant: "success" });
      // The person's leads and client account left the console's lists and counts too.
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0] ?? "").startsWith("/api/admin"),
      });
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      toast({
        title: "Erasure Failed",
        description: errorMessage(error, "Nothing was erased. Please try again."),
        variant: "destructive",
      });
    },
  });
}

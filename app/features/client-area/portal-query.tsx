import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { apiRequest, isApiError, PORTAL_TOKEN_KEY } from "#app/lib/api-request";
import { appQueryClient } from "#app/lib/query-client";
import { QueryProvider } from "#app/lib/query-provider";
import { toast } from "#app/lib/toast/toast-store";
import type { PortalOverview } from "#common/client-area/api";

function currentToken(): string | null {
  try {
    return localStorage.getItem(PORTAL_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * A portal query key: the URL the default query function reads
 * (app/lib/query-client.ts), then the session it was read with, so data
 * cached for one client is never shown after another signs in in this tab.
 */
export function portalKey(url: string) {
  return [url, currentToken()] as const;
}

/** The tab's one query client: the overview survives moving between portal and onboarding. */
export function PortalQueryProvider({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}

export function useOverview() {
  return useQuery<PortalOverview>({ queryKey: portalKey("/api/portal/overview") });
}

/** An `apiRequest` error for a 401: the session is over. */
export function isSignedOutError(error: unknown): boolean {
  return isApiError(error, 401);
}

/** Updates the cached overview after a write, without another round trip. */
export function useUpdateOverview() {
  const client = useQueryClient();
  return (update: (overview: PortalOverview) => PortalOverview) =>
    client.setQueryData<PortalOverview>(portalKey("/api/portal/overview"), (current) =>
      current ? update(current) : current,
    );
}

/** Ends the session on the server (best effort), then forgets it here. */
export async function signOut() {
  try {
    await apiRequest("/api/portal/logout", "POST");
  } catch {
    // already over on the server: nothing else to do
  }
  try {
    localStorage.removeItem(PORTAL_TOKEN_KEY);
  } catch {
    // storage disabled
  }
  // Nothing read for this client stays cached in the tab.
  appQueryClient().clear();
}

/** A 401 means the session is over (expired, signed out elsewhere, deactivated): back to the visitor's page. */
export function useSignedOutOnError(error: unknown, onSignedOut: () => void) {
  useEffect(() => {
    if (!isSignedOutError(error)) return;
    onSignedOut();
    toast({ title: "Signed Out", description: "Your session has ended. Please sign in again." });
  }, [error, onSignedOut]);
}

import { type QueryClient, QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import type { PortalOverview } from "../../../common/client-portal/api";
import { apiRequest, PORTAL_TOKEN_KEY } from "../../lib/api-request";
import { createQueryClient } from "../../lib/query-client";
import { toast } from "../../lib/toast/toast-store";

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

/** One query client per tab (the spec's defaults): the overview survives moving between portal and onboarding. */
let browserClient: QueryClient | undefined;
function portalQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

export function PortalQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={portalQueryClient()}>{children}</QueryClientProvider>;
}

export function useOverview() {
  return useQuery<PortalOverview>({ queryKey: portalKey("/api/portal/overview") });
}

/** An `apiRequest` error for a 401: the session is over. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("401:");
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
  browserClient?.clear();
}

/** A 401 means the session is over (expired, signed out elsewhere, deactivated): back to the visitor's page. */
export function useSignedOutOnError(error: unknown, onSignedOut: () => void) {
  useEffect(() => {
    if (!isSignedOutError(error)) return;
    onSignedOut();
    toast({ title: "Signed Out", description: "Your session has ended. Please sign in again." });
  }, [error, onSignedOut]);
}

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import { isUnauthorized } from "./admin-api";
import { clearAdminToken, readAdminToken } from "./admin-token";
import { loginPathFor } from "./return-to";
import { endSessionOnUnauthorized } from "./unauthorized";

/** After a 401 the console goes to /admin/login after 500 ms (docs/product/admin-console.md § Unauthorized). */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** Ends the admin session in this browser: token and cached admin data gone, back to sign-in. */
export function useEndAdminSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();

  /** `comeBack`: after signing in again the admin returns to this page (a session that ran out, not a logout). */
  const signOut = useCallback(
    (comeBack = false) => {
      clearAdminToken();
      queryClient.clear();
      navigate(comeBack ? loginPathFor(location) : "/admin/login", { replace: true });
    },
    [navigate, queryClient, location],
  );

  const onUnauthorized = useCallback(
    () =>
      endSessionOnUnauthorized(
        { read: readAdminToken, clear: clearAdminToken },
        {
          announce: () =>
            toast({
              title: "Unauthorized",
              description: "You are logged out. Logging in again...",
              variant: "destructive",
            }),
          signOut: () => signOut(true),
          later: (run) => setTimeout(run, UNAUTHORIZED_REDIRECT_MS),
        },
      ),
    [signOut],
  );

  return { signOut, onUnauthorized };
}

/**
 * A console read that failed: a 401 ends the session as above; anything else says "Failed to fetch" with
 * the server's message or `what` (docs/product/admin-console.md § Unauthorized).
 */
export function useFetchFailureToast(error: unknown, what: string) {
  const { onUnauthorized } = useEndAdminSession();
  useEffect(() => {
    if (!error) return;
    if (isUnauthorized(error)) onUnauthorized();
    else toast({ title: "Failed to fetch", description: errorMessage(error, what), variant: "destructive" });
  }, [error, onUnauthorized, what]);
}

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast/toast-store";
import { clearAdminToken } from "./admin-token";

/** DECISIONS.md: after a 401 the spec's redirect goes to /admin/login after 500 ms. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** Ends the admin session in this browser: token and cached admin data gone, back to sign-in. */
export function useEndAdminSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = useCallback(() => {
    clearAdminToken();
    queryClient.clear();
    navigate("/admin/login", { replace: true });
  }, [navigate, queryClient]);

  const onUnauthorized = useCallback(() => {
    toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
    clearAdminToken();
    setTimeout(signOut, UNAUTHORIZED_REDIRECT_MS);
  }, [signOut]);

  return { signOut, onUnauthorized };
}

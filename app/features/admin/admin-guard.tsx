import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ADMIN_TOKEN_HEADER } from "#common/admin/statuses";
import { clearAdminToken, readAdminToken } from "./admin-token";
import { loginPathFor } from "./return-to";

type GuardState = "checking" | "allowed";

/**
 * docs/product/admin-console.md § Guard: 'Verifying admin access...' while the stored
 * token is checked with GET /api/admin/status; no token or not authenticated
 * → the token is removed and the visitor goes to /admin/login; no answer at
 * all → the same page, the token kept, silently (§8), which brings the admin back to this page
 * after sign-in (./return-to.ts). Nothing admin renders before the check passes,
 * and the server render never gets past "checking".
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The page asked for, read once: after sign-in the admin comes back to it (./return-to.ts).
  const [loginPath] = useState(() => loginPathFor(location));
  const [state, setState] = useState<GuardState>("checking");

  useEffect(() => {
    let cancelled = false;
    // A check whose page has already gone (the admin moved on) decides nothing: clearing the token
    // then would sign out an admin who had just signed in.
    const deny = () => {
      if (cancelled) return;
      clearAdminToken();
      navigate(loginPath, { replace: true });
    };
    const token = readAdminToken();
    if (!token) {
      deny();
      return;
    }
    fetch("/api/admin/status", { headers: { [ADMIN_TOKEN_HEADER]: token }, credentials: "include" })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { authenticated?: unknown }) : null;
        if (body?.authenticated === true) {
          if (!cancelled) setState("allowed");
        } else deny();
      })
      // No answer (the page is being left — a navigation aborts the check — or the network is down) says
      // nothing about the token: it is kept, so the page the admin is going to still finds it.
      .catch(() => {
        if (!cancelled) navigate(loginPath, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, loginPath]);

  if (state === "checking") {
    return (
      <main className="grid min-h-dvh place-content-center gap-4 bg-ink-950 text-center" aria-busy="true">
        <span
          aria-hidden="true"
          className="mx-auto size-10 rounded-full border-2 border-neon-cyan/30 border-t-neon-cyan motion-safe:animate-spin"
        />
        <p role="status" className="font-display text-sm tracking-[0.08em] text-neon-cyan">
          Verifying admin access...
        </p>
      </main>
    );
  }
  return <>{children}</>;
}

import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ADMIN_TOKEN_HEADER } from "../../../common/admin/statuses";
import { clearAdminToken, readAdminToken } from "./admin-token";

type GuardState = "checking" | "allowed";

/**
 * Spec 001 §4 "Admin guard": 'Verifying admin access...' while the stored
 * token is checked with GET /api/admin/status; no token, not authenticated
 * or a failed check → the token is removed and the visitor goes to
 * /admin/login, silently (§8). Nothing admin renders before the check passes,
 * and the server render never gets past "checking".
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>("checking");

  useEffect(() => {
    let cancelled = false;
    const deny = () => {
      clearAdminToken();
      if (!cancelled) navigate("/admin/login", { replace: true });
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
      .catch(deny);
    return () => {
      cancelled = true;
    };
  }, [navigate]);

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

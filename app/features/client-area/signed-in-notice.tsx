import { LogOut, UserRound } from "lucide-react";
import { useState } from "react";
import { toast } from "#app/lib/toast/toast-store";
import type { PortalClient } from "#common/client-area/api";
import { signOut } from "./portal-query";

/** Where the visitor's "Sample project" notice sits: who is signed in, and Sign Out. */
export function SignedInNotice({ client, onSignedOut }: { client: PortalClient; onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    await signOut();
    onSignedOut();
    toast({ title: "Signed Out", description: "You have signed out of your client portal." });
  }
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-neon-cyan/30 bg-neon-cyan/[0.05] px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <p className="flex min-w-0 items-start gap-3 text-sm text-ink-100 sm:items-center">
        <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neon-cyan sm:mt-0" />
        <span className="min-w-0 wrap-anywhere">
          Signed in as{" "}
          <strong className="font-semibold text-white">
            {client.firstName} {client.lastName}
          </strong>
          <span className="break-all text-ink-300"> · {client.email}</span>
        </span>
      </p>
      <button
        type="button"
        onClick={onClick}
        disabled={busy}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 self-start rounded-full border border-neon-cyan/50 px-4 text-sm font-semibold text-neon-cyan transition-colors hover:bg-neon-cyan hover:text-ink-950 disabled:opacity-70 sm:self-auto"
      >
        <LogOut aria-hidden="true" className="size-4" />
        {busy ? "Signing out..." : "Sign Out"}
      </button>
    </div>
  );
}

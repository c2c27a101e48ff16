import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** An invitation link read from the address bar and checked with the server. */
export type InvitationLink<Ready> = { state: "loading" } | { state: "invalid"; message: string } | Ready;

/**
 * What an invitation page shows before its form: "Checking your invitation…" while the link is
 * checked; for a link that cannot be used, why, what to do and the way to sign in instead; the form
 * (`children`) once the link is good.
 */
export function InvitationLinkGate<Ready extends { state: "ready" }>({
  invitation,
  advice,
  signIn,
  children,
}: {
  invitation: InvitationLink<Ready>;
  advice: string;
  signIn: ReactNode;
  children: (ready: Ready) => ReactNode;
}) {
  if (invitation.state === "loading") {
    return (
      <p role="status" className="text-ink-300">
        Checking your invitation…
      </p>
    );
  }
  if (invitation.state === "invalid") {
    return (
      <div className="grid gap-5">
        <p role="alert" className="flex items-start gap-3 text-ink-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
          <span>
            {invitation.message} {advice}
          </span>
        </p>
        {signIn}
      </div>
    );
  }
  return children(invitation as Ready);
}

import { useState } from "react";
import { Link, useLocation } from "react-router";
import { type LeadKind, leadConsolePath } from "#common/admin/lead-links";
import { type BookingKind, isBookingKind, isSpamKind } from "#common/admin/lead-page";
import { useReleaseVisitor } from "../lead/use-release-visitor";
import { useSpamChange } from "../lead/use-spam-change";
import { ActionButton } from "./action-button";

function SpamButton({
  kind,
  id,
  spamAt,
}: {
  kind: Parameters<typeof useSpamChange>[0];
  id: number;
  spamAt: string | null;
}) {
  const change = useSpamChange(kind);
  return (
    <ActionButton
      tone={spamAt ? "lime" : "rose"}
      disabled={change.isPending}
      onClick={() => change.mutate({ id, spam: !spamAt })}
    >
      {spamAt ? "Not spam" : "Mark as spam"}
    </ActionButton>
  );
}

/**
 * Cancels every booking of the visitor who made this one, after a second press that says what it does
 * (docs/product/admin-console.md § Lead page): one action against a script that booked from one connection.
 */
function ReleaseVisitorButton({ kind, id }: { kind: BookingKind; id: number }) {
  const release = useReleaseVisitor(kind);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <ActionButton tone="amber" onClick={() => setAsking(true)}>
        Release this visitor's bookings
      </ActionButton>
    );
  }
  return (
    <span role="group" aria-label="Release this visitor's bookings" className="flex flex-wrap items-center gap-2">
      <span className="text-xs text-ink-300">Cancel every booking from this visitor, without mailing them?</span>
      <ActionButton
        tone="rose"
        disabled={release.isPending}
        onClick={() => release.mutate(id, { onSettled: () => setAsking(false) })}
      >
        Release them
      </ActionButton>
      <ActionButton tone="ink" onClick={() => setAsking(false)}>
        Keep
      </ActionButton>
    </span>
  );
}

/**
 * The foot of every lead card (docs/product/admin-console.md § Lead page, § Spam): "Open" to the
 * lead's own page (left out on that page), "Mark as spam" / "Not spam" for the leads a visitor sends
 * through a form, and "Release this visitor's bookings" on a reservation or consultation.
 */
export function LeadCardFooter({ kind, id, spamAt = null }: { kind: LeadKind; id: number; spamAt?: string | null }) {
  const path = leadConsolePath(kind, id);
  const onLeadPage = useLocation().pathname === path;
  if (onLeadPage && !isSpamKind(kind)) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      {onLeadPage ? (
        <span />
      ) : (
        <Link
          to={path}
          className="inline-flex min-h-10 items-center rounded-lg border border-neon-cyan/50 px-3.5 py-2 font-display text-xs font-bold tracking-[0.12em] text-neon-cyan uppercase transition hover:bg-neon-cyan hover:text-ink-950"
        >
          Open
        </Link>
      )}
      <span className="flex flex-wrap items-center gap-2">
        {isBookingKind(kind) ? <ReleaseVisitorButton kind={kind} id={id} /> : null}
        {isSpamKind(kind) ? <SpamButton kind={kind} id={id} spamAt={spamAt} /> : null}
      </span>
    </div>
  );
}

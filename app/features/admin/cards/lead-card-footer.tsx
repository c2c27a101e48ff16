import { Link, useLocation } from "react-router";
import { type LeadKind, leadConsolePath } from "#common/admin/lead-links";
import { isSpamKind } from "#common/admin/lead-page";
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
 * The foot of every lead card (docs/product/admin-console.md § Lead page, § Spam): "Open" to the
 * lead's own page (left out on that page), and "Mark as spam" / "Not spam" for the leads a visitor
 * sends through a form.
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
      {isSpamKind(kind) ? <SpamButton kind={kind} id={id} spamAt={spamAt} /> : null}
    </div>
  );
}

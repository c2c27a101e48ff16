import { Check, Copy, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { secondaryButton } from "#app/components/form/console-buttons";
import type { AdminInvitationLink } from "#common/admin/users";
import { formatDate } from "../format";

/**
 * The invitation link, shown once (only its hash is stored, so it cannot be shown again): the owner
 * copies it and sends it to the new admin themself (docs/product/admin-console.md § Admin users).
 */
export function InvitationLinkBox({ link, onDismiss }: { link: AdminInvitationLink; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // On a phone the form sits below the list: bring the new link into view.
  useEffect(() => {
    if (link.invitationUrl) box.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [link.invitationUrl]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.invitationUrl);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the link stays selectable below.
      document.getElementById("invitation-url")?.focus();
    }
  }

  return (
    <div ref={box} role="status" className="grid gap-3 rounded-xl border border-neon-lime/40 bg-neon-lime/5 p-4">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm text-ink-100">
          Invitation link for <strong className="wrap-anywhere">{link.user.username}</strong>. It is shown only now:
          copy it and send it to them. It works once, until {formatDate(link.expiresAt)}.
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Hide the invitation link"
          className="grid size-11 shrink-0 place-items-center rounded-xl text-ink-400 transition hover:bg-ink-800 hover:text-ink-100"
        >
          <X aria-hidden="true" size={18} />
        </button>
      </div>
      <input
        id="invitation-url"
        readOnly
        value={link.invitationUrl}
        aria-label="Invitation link"
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full min-w-0 rounded-xl border border-ink-600 bg-ink-950 px-3 font-mono text-xs text-ink-100"
      />
      <button type="button" onClick={copy} className={`${secondaryButton} w-fit`}>
        {copied ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
        {copied ? "Copied" : "Copy link"}
      </button>
    </div>
  );
}

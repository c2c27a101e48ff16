import type { BoardShared } from "#common/mood-board/share-with-client";
import { adminRequest } from "../admin-api";
import { useAdminChange } from "../use-admin-change";
import { EmailSendDialog } from "./email-send-dialog";

/**
 * SHARE WITH CLIENT (docs/product/admin-console.md § Mood board card): publishes the board's read-only page
 * and emails its link to the board's client address, which the admin may change; the lead's timeline shows
 * the mail (and the board becoming shared).
 */
export function ShareBoardAction({ id, clientEmail }: { id: number; clientEmail: string | null }) {
  const share = useAdminChange({
    send: (email: string) => adminRequest<BoardShared>(`/api/admin/mood-boards/${id}/share`, "POST", { email }),
    listKey: "/api/admin/mood-boards",
    success: { title: "Board Shared", description: "The link to the vision board is on its way." },
    failure: "Failed to share the board",
  });
  return (
    <EmailSendDialog
      trigger="SHARE WITH CLIENT"
      title="Share this board"
      address={clientEmail}
      hint={clientEmail ? undefined : "This board has no client address: type the one to send it to."}
      confirmLabel="Send Link"
      busyLabel="Sending..."
      onSend={(email) => share.mutateAsync(email)}
    >
      <p>
        The client gets a link to the board's own page: palettes, type and layout, read-only, no account needed. A draft
        board is published by it.
      </p>
    </EmailSendDialog>
  );
}

import { Link2, ShieldCheck, UserCheck, UserX } from "lucide-react";
import { ConfirmDialog } from "#app/components/form/confirm-dialog";
import { dangerButton, secondaryButton } from "#app/components/form/console-buttons";
import type { AdminInvitationLink, AdminUser } from "#common/admin/users";
import { Badge } from "../cards/card-parts";
import { formatDate } from "../format";
import { ADMIN_USERS_KEY, useUserChange } from "./use-admin-users";

const STATUS_TONES = { active: "completed", invited: "pending", deactivated: "closed" } as const;

function statusLine(user: AdminUser): string {
  const since = `Added ${formatDate(user.createdAt)}`;
  if (user.status !== "invited") return since;
  return user.invitationExpiresAt
    ? `${since} · link valid until ${formatDate(user.invitationExpiresAt)}`
    : `${since} · link expired: send a new one`;
}

/** One admin, with the changes an owner may make to them (each asks first). */
export function UserRow({
  user,
  isSelf,
  isOnlyOwner,
  onNewLink,
}: {
  user: AdminUser;
  isSelf: boolean;
  /** The only active owner: neither made staff nor deactivated (the server refuses both), so neither is offered. */
  isOnlyOwner: boolean;
  onNewLink: (link: AdminInvitationLink) => void;
}) {
  const change = useUserChange<AdminUser | AdminInvitationLink>();
  const url = `${ADMIN_USERS_KEY}/${user.id}`;
  const otherRole = user.role === "owner" ? "staff" : "owner";

  return (
    <li className="grid gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-4 sm:p-5">
      <div className="flex min-w-0 items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full border border-neon-cyan/40 bg-neon-cyan/10 font-display text-sm font-bold text-neon-cyan uppercase"
        >
          {user.username.slice(0, 2)}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-display text-lg font-bold wrap-anywhere text-ink-100">{user.username}</span>
            {isSelf && <span className="text-sm text-ink-400">(you)</span>}
            <Badge tone={user.role === "owner" ? "audit" : "normal"}>{user.role}</Badge>
            <Badge tone={STATUS_TONES[user.status]}>{user.status}</Badge>
          </p>
          <p className="text-xs text-ink-400">{statusLine(user)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {user.status === "invited" && (
          <ConfirmDialog
            triggerClassName={secondaryButton}
            trigger={
              <>
                <Link2 aria-hidden="true" size={16} /> New link
              </>
            }
            title={`A new invitation link for ${user.username}?`}
            confirmLabel="Create new link"
            busyLabel="Creating..."
            onConfirm={async () => {
              const link = (await change.mutateAsync({
                method: "POST",
                url: `${url}/invitation`,
                success: ["New Link Created", "Their older link no longer works."],
              })) as AdminInvitationLink;
              onNewLink(link);
            }}
          >
            <p>Their older link stops working. The new one works once, for 7 days.</p>
          </ConfirmDialog>
        )}
        {isOnlyOwner ? (
          <p className="text-sm text-ink-300">
            The only active owner: make another admin an owner to change this role.
          </p>
        ) : (
          <ConfirmDialog
            triggerClassName={secondaryButton}
            trigger={
              <>
                <ShieldCheck aria-hidden="true" size={16} /> Make {otherRole}
              </>
            }
            title={`Make ${user.username} ${otherRole === "owner" ? "an owner" : "staff"}?`}
            confirmLabel={`Make ${otherRole}`}
            busyLabel="Changing..."
            onConfirm={() =>
              change.mutateAsync({
                method: "PATCH",
                url: `${url}/role`,
                body: { role: otherRole },
                success: ["Role Changed", `${user.username} is now ${otherRole}.`],
              })
            }
          >
            <p>
              {otherRole === "owner"
                ? "Owners also manage admin users: invite, deactivate and change roles."
                : "Staff work leads and clients but cannot manage admin users."}{" "}
              It takes effect on their next click.
            </p>
          </ConfirmDialog>
        )}
        {user.status === "deactivated" ? (
          <ConfirmDialog
            triggerClassName={secondaryButton}
            trigger={
              <>
                <UserCheck aria-hidden="true" size={16} /> Reactivate
              </>
            }
            title={`Reactivate ${user.username}?`}
            confirmLabel="Reactivate"
            busyLabel="Reactivating..."
            onConfirm={() =>
              change.mutateAsync({
                method: "POST",
                url: `${url}/reactivate`,
                success: ["Admin Reactivated", `${user.username} can sign in again.`],
              })
            }
          >
            <p>They can sign in again with their password.</p>
          </ConfirmDialog>
        ) : (
          !isSelf &&
          !isOnlyOwner && (
            <ConfirmDialog
              danger
              triggerClassName={dangerButton}
              trigger={
                <>
                  <UserX aria-hidden="true" size={16} /> Deactivate
                </>
              }
              title={`Deactivate ${user.username}?`}
              confirmLabel="Deactivate"
              busyLabel="Deactivating..."
              onConfirm={() =>
                change.mutateAsync({
                  method: "POST",
                  url: `${url}/deactivate`,
                  success: ["Admin Deactivated", `${user.username} is signed out and cannot sign in.`],
                })
              }
            >
              <p>
                They are signed out everywhere at once and can no longer sign in; an open invitation link stops working.
                Their name stays in the history of the leads they worked. You can reactivate them later.
              </p>
            </ConfirmDialog>
          )
        )}
      </div>
    </li>
  );
}

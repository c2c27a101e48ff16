import { ShieldAlert, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { errorMessage, isApiError } from "#app/lib/api-request";
import type { AdminInvitationLink, AdminUser } from "#common/admin/users";
import { useSignedInAdmin } from "../use-signed-in-admin";
import { InvitationLinkBox } from "./invitation-link";
import { InviteForm } from "./invite-form";
import { useAdminUsers } from "./use-admin-users";
import { UserRow } from "./user-row";

/** The one active owner of the console: while they are, the server refuses to make them staff or deactivate them. */
function isOnlyActiveOwner(users: readonly AdminUser[], user: AdminUser): boolean {
  const activeOwners = users.filter((candidate) => candidate.role === "owner" && candidate.status === "active");
  return activeOwners.length === 1 && activeOwners[0]?.id === user.id;
}

/** /admin/users: the admins, an invite form and the changes an owner may make (docs/product/admin-console.md § Admin users). */
export function UsersPage() {
  const users = useAdminUsers();
  const me = useSignedInAdmin().data;
  const [link, setLink] = useState<AdminInvitationLink | null>(null);

  if (users.error) {
    return (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-[var(--radius-card)] border border-amber-300/40 bg-amber-300/5 p-6 text-ink-100"
      >
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
        <p>
          {isApiError(users.error, 403)
            ? errorMessage(users.error, "Only an owner can manage admin users.")
            : errorMessage(users.error, "The admin users could not be loaded. Please reload the page.")}
        </p>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section aria-labelledby="admin-users-title" className="grid gap-5">
        <h2
          id="admin-users-title"
          className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100"
        >
          <Users aria-hidden="true" size={20} className="text-neon-cyan" /> Admin users
        </h2>
        {users.isPending ? (
          <p role="status" className="text-ink-300">
            Loading admin users...
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Admin users">
            {users.data.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.username === me?.username}
                isOnlyOwner={isOnlyActiveOwner(users.data, user)}
                onNewLink={setLink}
              />
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="invite-admin-title"
        className="grid gap-5 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 sm:p-6 lg:sticky lg:top-6"
      >
        <div>
          <h2
            id="invite-admin-title"
            className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100"
          >
            <UserPlus aria-hidden="true" size={20} className="text-neon-lime" /> Invite an admin
          </h2>
          <p className="mt-1 text-sm text-ink-300">
            They choose their own password through a one-time link that you send them.
          </p>
        </div>
        {link && <InvitationLinkBox link={link} onDismiss={() => setLink(null)} />}
        <InviteForm onInvited={setLink} />
      </section>
    </div>
  );
}

import "#app/lib/zod-in-browser";
import { UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { primaryButton } from "#app/components/form/console-buttons";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { SelectControl } from "#app/components/form/select-control";
import { fieldErrorsOf, serverFieldErrors } from "#app/components/form/server-errors";
import {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  type AdminInvitationLink,
  type AdminRole,
  inviteAdminSchema,
} from "#common/admin/users";
import { ADMIN_USERS_KEY, useUserChange } from "./use-admin-users";

/** Invite a new admin: a username and a role; the answer is the one-time link. */
export function InviteForm({ onInvited }: { onInvited: (link: AdminInvitationLink) => void }) {
  const id = useId();
  const [username, setUsername] = useState("");
  const [role, setRole] = useState<AdminRole>("staff");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useUserChange<AdminInvitationLink>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteAdminSchema.safeParse({ username, role });
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error);
      setErrors(fields);
      document.getElementById(`${id}-${Object.keys(fields)[0]}`)?.focus();
      return;
    }
    setErrors({});
    try {
      const link = await change.mutateAsync({
        method: "POST",
        url: ADMIN_USERS_KEY,
        body: parsed.data,
        success: ["Admin Invited", `Send ${parsed.data.username} the link below.`],
      });
      setUsername("");
      onInvited(link);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={change.isPending}>
      <Field
        id={`${id}-username`}
        label="Username"
        required
        hint="What they type to sign in; shown in every lead's history."
        error={errors.username}
      >
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="off"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          className={controlClass("dark", errors.username)}
          {...describedBy(`${id}-username`, errors.username, true)}
        />
      </Field>
      <Field id={`${id}-role`} label="Role" required error={errors.role}>
        <SelectControl
          id={`${id}-role`}
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as AdminRole)}
          className={controlClass("dark", errors.role)}
          {...describedBy(`${id}-role`, errors.role)}
        >
          {ADMIN_ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {ADMIN_ROLE_LABELS[choice]}
            </option>
          ))}
        </SelectControl>
      </Field>
      <button type="submit" disabled={change.isPending} className={primaryButton}>
        <UserPlus aria-hidden="true" size={16} />
        {change.isPending ? "Inviting..." : "Invite"}
      </button>
    </form>
  );
}

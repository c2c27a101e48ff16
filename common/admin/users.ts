/**
 * Named admin users (docs/product/admin-console.md § Admin users): an owner
 * invites others as owner or staff; an invited admin opens a one-time link and
 * chooses a password under the same rule as a client's (common/new-password.ts).
 * The schemas are shared by the console's forms and the API.
 */
import { z } from "zod";
import { NEW_PASSWORD_MESSAGES, newPasswordSchema } from "../new-password";

export const ADMIN_ROLES = ["owner", "staff"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  owner: "Owner — works leads and manages admin users",
  staff: "Staff — works leads and clients",
};

export const ADMIN_USER_STATUSES = ["active", "invited", "deactivated"] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const ADMIN_USER_MESSAGES = {
  username: "Username must be 2 to 100 characters: letters, digits, dot, dash, underscore or @",
  role: "Choose a role: owner or staff",
  usernameTaken: "This username is already taken.",
  ownersOnly: "Only an owner can manage admin users.",
  notYourself: "You cannot deactivate your own account.",
  lastOwner: "At least one active owner must remain: make another admin an owner first.",
  invitation: "This invitation link is invalid or has expired.",
  passwordsDiffer: "Passwords do not match",
  tooLong: NEW_PASSWORD_MESSAGES.tooLong,
} as const;

/** What a username may hold: it is typed at sign-in and shown in every lead's history, so no spaces or markup. */
export const adminUsernameSchema = z
  .string({ error: ADMIN_USER_MESSAGES.username })
  .trim()
  .regex(/^[A-Za-z0-9._@-]{2,100}$/, { message: ADMIN_USER_MESSAGES.username });

export const adminRoleSchema = z.enum(ADMIN_ROLES, { error: ADMIN_USER_MESSAGES.role });

/** POST /api/admin/users: invite a new admin. */
export const inviteAdminSchema = z.object({ username: adminUsernameSchema, role: adminRoleSchema });
export type InviteAdminInput = z.input<typeof inviteAdminSchema>;

/** PATCH /api/admin/users/:id/role */
export const adminRoleBodySchema = z.object({ role: adminRoleSchema });

/** An invitation's token travels in request bodies only, never in a URL a log would keep. */
const invitationToken = z
  .string({ error: ADMIN_USER_MESSAGES.invitation })
  .min(1, { message: ADMIN_USER_MESSAGES.invitation })
  .max(200, { message: ADMIN_USER_MESSAGES.invitation });

/** POST /api/admin/invitations/lookup */
export const adminInvitationLookupSchema = z.object({ token: invitationToken });

/** POST /api/admin/invitations/accept (the server also refuses common passwords). */
export const acceptAdminInvitationSchema = z.object({ token: invitationToken, password: newPasswordSchema });

/** The accept form: the password typed twice (compared in the browser only). */
export const acceptAdminInvitationFormSchema = acceptAdminInvitationSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: ADMIN_USER_MESSAGES.passwordsDiffer,
  });

/** One admin as GET /api/admin/users lists them: never a password hash. */
export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: adminRoleSchema,
  status: z.enum(ADMIN_USER_STATUSES),
  createdAt: z.string(),
  /** For an invited admin: when the newest link stops working (null when no link is open). */
  invitationExpiresAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The answer to an invitation: the link, shown once to the owner, with the token in its fragment. */
export interface AdminInvitationLink {
  invitationUrl: string;
  expiresAt: string;
  user: AdminUser;
}

/** GET /api/admin/status: who is signed in. */
export interface AdminStatus {
  authenticated: true;
  username: string;
  role: AdminRole;
}

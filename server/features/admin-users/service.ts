/**
 * Admin users (docs/product/admin-console.md § Admin users, docs/decisions/011-admin-authentication.md):
 * an owner invites, deactivates, reactivates and changes the role of the other admins. At least one
 * active owner always remains: the checks run with every active owner's row locked, so two owners
 * demoting or deactivating each other at once cannot both succeed.
 */

import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import {
  ADMIN_USER_MESSAGES,
  type AdminInvitationLink,
  type AdminRole,
  type AdminUser,
  type AdminUserStatus,
} from "#common/admin/users.ts";
import type { Database } from "#server/db/client.ts";
import { adminAccounts } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import { weakPasswordReason } from "#server/passwords/password-strength.ts";
import { hashPassword } from "../admin-auth/password.ts";
import { createAdminSession, revokeAdminSessionsOf, type SignedInAdmin } from "../admin-auth/sessions.ts";
import {
  adminInvitationLink,
  consumeAdminInvitations,
  createAdminInvitation,
  endAdminInvitations,
  findAdminInvitation,
} from "./invitations.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type AccountRow = typeof adminAccounts.$inferSelect;

function statusOf(row: Pick<AccountRow, "deactivatedAt" | "passwordHash">): AdminUserStatus {
  if (row.deactivatedAt !== null) return "deactivated";
  return row.passwordHash === null ? "invited" : "active";
}

function userJson(row: AccountRow, invitationExpiresAt: Date | null): AdminUser {
  const status = statusOf(row);
  return {
    id: row.id,
    username: row.username,
    role: row.role as AdminRole,
    status,
    createdAt: row.createdAt.toISOString(),
    invitationExpiresAt: status === "invited" && invitationExpiresAt ? invitationExpiresAt.toISOString() : null,
  };
}

/** Every admin, oldest first, with the expiry of an invited admin's open link. */
export async function listAdminUsers(db: Database, now: Date): Promise<AdminUser[]> {
  const rows = await db
    .select({
      account: adminAccounts,
      // Qualified by hand: inside a select, drizzle writes a column bare, and a bare "id" here is the invitation's.
      invitationExpiresAt: sql<Date | null>`(
        select max(i.expires_at) from admin_invitations i
        where i.admin_id = admin_accounts.id and i.used_at is null and i.expires_at > ${now.toISOString()})`.mapWith(
        (value) => (value === null ? null : new Date(value)),
      ),
    })
    .from(adminAccounts)
    .orderBy(asc(adminAccounts.id));
  return rows.map((row) => userJson(row.account, row.invitationExpiresAt));
}

function notFound(): HttpError {
  return new HttpError(404, "Admin user not found");
}

/** The target's row and the id of every owner who can sign in, all locked until the transaction ends. */
async function lockForChange(tx: Transaction, id: number) {
  const owners = await tx
    .select({ id: adminAccounts.id })
    .from(adminAccounts)
    // An invited owner who has not chosen a password yet cannot sign in: not an owner who remains.
    .where(
      and(eq(adminAccounts.role, "owner"), isNull(adminAccounts.deactivatedAt), isNotNull(adminAccounts.passwordHash)),
    )
    .orderBy(asc(adminAccounts.id))
    .for("update");
  const [target] = await tx.select().from(adminAccounts).where(eq(adminAccounts.id, id)).for("update");
  if (!target) throw notFound();
  return { target, activeOwners: owners.map((owner) => owner.id) };
}

/** True when `id` is the only active owner: it may then neither leave the owners nor be deactivated. */
function isLastOwner(activeOwners: number[], id: number): boolean {
  return activeOwners.length === 1 && activeOwners[0] === id;
}

/** Creates the account without a password and its first link; 409 when the name is taken (in any case). */
export async function inviteAdmin(
  db: Database,
  input: { username: string; role: AdminRole },
  siteUrl: string,
  now: Date,
): Promise<AdminInvitationLink> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: adminAccounts.id })
      .from(adminAccounts)
      .where(sql`lower(${adminAccounts.username}) = ${input.username.toLowerCase()}`)
      .limit(1);
    if (taken)
      throw new HttpError(409, ADMIN_USER_MESSAGES.usernameTaken, { username: ADMIN_USER_MESSAGES.usernameTaken });
    const [account] = await tx
      .insert(adminAccounts)
      .values({ username: input.username, role: input.role, passwordHash: null, createdAt: now })
      .onConflictDoNothing()
      .returning();
    // Two invitations of one name at once: the second insert finds the name taken.
    if (!account)
      throw new HttpError(409, ADMIN_USER_MESSAGES.usernameTaken, { username: ADMIN_USER_MESSAGES.usernameTaken });
    const { token, expiresAt } = await createAdminInvitation(tx, account.id, now);
    return {
      invitationUrl: adminInvitationLink(siteUrl, token),
      expiresAt: expiresAt.toISOString(),
      user: userJson(account, expiresAt),
    };
  });
}

/**
 * A new link for an admin who has not set a password yet (the first one
 * expired or was lost); the older links stop working.
 */
export async function renewInvitation(db: Database, id: number, siteUrl: string, now: Date) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(adminAccounts).where(eq(adminAccounts.id, id)).for("update");
    if (!target) throw notFound();
    if (statusOf(target) !== "invited") {
      throw new HttpError(409, "Only an invited admin who has not set a password yet can get a new link.");
    }
    const { token, expiresAt } = await createAdminInvitation(tx, id, now);
    return {
      invitationUrl: adminInvitationLink(siteUrl, token),
      expiresAt: expiresAt.toISOString(),
      user: userJson(target, expiresAt),
    } satisfies AdminInvitationLink;
  });
}

/** Deactivates an admin: their sessions and open links end at once; the row stays for the history. */
export async function deactivateAdmin(db: Database, actor: SignedInAdmin, id: number, now: Date): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    if (id === actor.adminId) throw new HttpError(409, ADMIN_USER_MESSAGES.notYourself);
    const { target, activeOwners } = await lockForChange(tx, id);
    if (isLastOwner(activeOwners, id)) throw new HttpError(409, ADMIN_USER_MESSAGES.lastOwner);
    const [row] = await tx
      .update(adminAccounts)
      .set({ deactivatedAt: target.deactivatedAt ?? now })
      .where(eq(adminAccounts.id, id))
      .returning();
    await revokeAdminSessionsOf(tx, id, now);
    await endAdminInvitations(tx, id, now);
    return userJson(row ?? target, null);
  });
}

/** Lets a deactivated admin sign in again with their password (an invited one needs a new link). */
export async function reactivateAdmin(db: Database, id: number, now: Date): Promise<AdminUser> {
  const [row] = await db.update(adminAccounts).set({ deactivatedAt: null }).where(eq(adminAccounts.id, id)).returning();
  if (!row) throw notFound();
  return (await listAdminUsers(db, now)).find((user) => user.id === row.id) ?? userJson(row, null);
}

/** Owner ↔ staff; the last active owner cannot become staff. Takes effect on the admin's next request. */
export async function changeAdminRole(db: Database, id: number, role: AdminRole, now: Date): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const { target, activeOwners } = await lockForChange(tx, id);
    if (role === "staff" && target.role === "owner" && isLastOwner(activeOwners, id)) {
      throw new HttpError(409, ADMIN_USER_MESSAGES.lastOwner);
    }
    await tx.update(adminAccounts).set({ role }).where(eq(adminAccounts.id, id));
  });
  const user = (await listAdminUsers(db, now)).find((candidate) => candidate.id === id);
  if (!user) throw notFound();
  return user;
}

/** Who an invitation link is for, or 410 when it is not live. */
export async function lookUpInvitation(db: Database, token: string, now: Date): Promise<{ username: string }> {
  const invitation = await findAdminInvitation(db, token, now);
  if (!invitation) throw invitationGone();
  return { username: invitation.username };
}

export function invitationGone(): HttpError {
  return new HttpError(410, ADMIN_USER_MESSAGES.invitation);
}

/**
 * Sets the invited admin's password and signs them in. Marking the links used
 * is the gate: of two tabs submitting at once, one wins. A new password ends
 * the admin's older sessions.
 */
export async function acceptInvitation(db: Database, token: string, password: string, now: Date): Promise<string> {
  const invitation = await findAdminInvitation(db, token, now);
  if (!invitation) throw invitationGone();
  // Strong enough for this admin: not their username, nor the agency's name.
  const weak = await weakPasswordReason(password, [invitation.username]);
  if (weak) throw new HttpError(400, weak, { password: weak });
  const passwordHash = await hashPassword(password);
  const accepted = await db.transaction(async (tx) => {
    if (!(await consumeAdminInvitations(tx, invitation, now))) return false;
    const updated = await tx
      .update(adminAccounts)
      .set({ passwordHash })
      .where(and(eq(adminAccounts.id, invitation.adminId), isNull(adminAccounts.deactivatedAt)))
      .returning({ id: adminAccounts.id });
    if (updated.length === 0) return false;
    await revokeAdminSessionsOf(tx, invitation.adminId, now);
    return true;
  });
  if (!accepted) throw invitationGone();
  return createAdminSession(db, invitation.adminId, now);
}

/**
 * One-time links for a new admin (docs/product/admin-console.md § Admin users), built like a client's
 * (server/features/client-area/accounts/invitations.ts) on the shared token helpers: a random 256-bit
 * token, only its SHA-256 stored, valid for seven days and once. Only the newest link of an admin works:
 * a new one ends the older ones, and accepting one marks them all used.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { adminAccounts, adminInvitations } from "#server/db/schema.ts";
import { hashToken, isPlausibleToken, newToken } from "#server/sessions/sessions.ts";

export const ADMIN_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The console page that accepts an invitation. The token goes in the fragment
 * (#token=…), which the browser never sends: it reaches no request line,
 * access log or Referer header; the page sends it in a request body.
 */
export const ACCEPT_INVITATION_PATH = "/admin/accept-invitation";

export function adminInvitationLink(siteUrl: string, token: string): string {
  const url = new URL(ACCEPT_INVITATION_PATH, siteUrl);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

/** Issues a new link for an admin and ends their older open ones. `db` may be a transaction. */
export async function createAdminInvitation(
  db: Pick<Database, "insert" | "update">,
  adminId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await endAdminInvitations(db, adminId, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ADMIN_INVITATION_TTL_MS);
  await db.insert(adminInvitations).values({ adminId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** Ends an admin's open links (a new link, or the admin deactivated): they then answer like an expired one. */
export async function endAdminInvitations(db: Pick<Database, "update">, adminId: number, now: Date): Promise<void> {
  await db
    .update(adminInvitations)
    .set({ expiresAt: now })
    .where(
      and(eq(adminInvitations.adminId, adminId), isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, now)),
    );
}

export interface LiveAdminInvitation {
  invitationId: number;
  adminId: number;
  username: string;
}

/** The admin a live (unused, unexpired) link belongs to, or null. A deactivated admin's links are dead. */
export async function findAdminInvitation(
  db: Pick<Database, "select">,
  token: string | undefined,
  now: Date,
): Promise<LiveAdminInvitation | null> {
  if (!isPlausibleToken(token)) return null;
  const [row] = await db
    .select({ invitationId: adminInvitations.id, adminId: adminAccounts.id, username: adminAccounts.username })
    .from(adminInvitations)
    .innerJoin(adminAccounts, eq(adminAccounts.id, adminInvitations.adminId))
    .where(
      and(
        eq(adminInvitations.tokenHash, hashToken(token)),
        isNull(adminInvitations.usedAt),
        gt(adminInvitations.expiresAt, now),
        isNull(adminAccounts.deactivatedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks every open link of the admin used. False when the given link was used
 * in the meantime (two tabs at once): the caller refuses, so a link sets a
 * password exactly once.
 */
export async function consumeAdminInvitations(
  db: Pick<Database, "update">,
  invitation: LiveAdminInvitation,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(adminInvitations)
    .set({ usedAt: now })
    .where(and(eq(adminInvitations.adminId, invitation.adminId), isNull(adminInvitations.usedAt)))
    .returning({ id: adminInvitations.id });
  return used.some((row) => row.id === invitation.invitationId);
}

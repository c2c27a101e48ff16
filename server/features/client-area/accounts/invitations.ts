/**
 * One-time invitation links (docs/product/client-area.md § Invitations). The admin invites a client; the
 * client opens `/portal/set-password#token=…` and chooses a password. Only the
 * SHA-256 of the token is stored (client_invitations); a link works once and
 * for INVITATION_TTL_MS. Only the newest link of a client works: a new
 * invitation ends the older ones, and accepting one marks them all used, so
 * an older email cannot be replayed.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { clientInvitations, clients } from "#server/db/schema.ts";
import { hashToken } from "#server/sessions/sessions.ts";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The browser page that accepts an invitation. The token goes in the link's
 * fragment (#token=…), which the browser never sends: it reaches no request
 * line, access log or Referer header. The page also reads `?token=` (links
 * sent before), and sends the token to the API in a request body.
 */
export const SET_PASSWORD_PATH = "/portal/set-password";

export function invitationLink(siteUrl: string, token: string): string {
  const url = new URL(SET_PASSWORD_PATH, siteUrl);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

/**
 * Issues a new link for a client and ends the client's older open links (they
 * then answer like an expired one). `db` may be a transaction, so the
 * invitation email is queued with it; the caller locks the client's row, so
 * two invitations at once leave one link.
 */
export async function createInvitation(
  db: Pick<Database, "insert" | "update">,
  clientId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(clientInvitations)
    .set({ expiresAt: now })
    .where(
      and(
        eq(clientInvitations.clientId, clientId),
        isNull(clientInvitations.usedAt),
        gt(clientInvitations.expiresAt, now),
      ),
    );
  await db.insert(clientInvitations).values({
    clientId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  return token;
}

export interface LiveInvitation {
  invitationId: number;
  clientId: number;
  email: string;
  firstName: string;
}

/** The client a live (unused, unexpired) link belongs to, or null. Inactive clients' links are dead. */
export async function findInvitation(
  db: Pick<Database, "select">,
  token: string | undefined,
  now: Date,
): Promise<LiveInvitation | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      invitationId: clientInvitations.id,
      clientId: clients.id,
      email: clients.email,
      firstName: clients.firstName,
    })
    .from(clientInvitations)
    .innerJoin(clients, eq(clients.id, clientInvitations.clientId))
    .where(
      and(
        eq(clientInvitations.tokenHash, hashToken(token)),
        isNull(clientInvitations.usedAt),
        gt(clientInvitations.expiresAt, now),
        eq(clients.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks every open link of the client used. Returns false when the given
 * invitation was already used in the meantime (two tabs submitting at once):
 * the caller must then refuse, so a link sets a password exactly once.
 */
export async function consumeInvitations(
  db: Pick<Database, "update">,
  invitation: LiveInvitation,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(clientInvitations)
    .set({ usedAt: now })
    .where(and(eq(clientInvitations.clientId, invitation.clientId), isNull(clientInvitations.usedAt)))
    .returning({ id: clientInvitations.id });
  return used.some((row) => row.id === invitation.invitationId);
}

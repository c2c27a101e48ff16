/**
 * Client portal sessions (issue 10 §2): the same scheme as the admin's
 * (server/features/admin-auth/sessions.ts) — a random 256-bit token for the
 * browser, only its SHA-256 stored in auth_sessions with kind 'client', an
 * expiry, and revocation by logout. Every check reads the database, so all
 * server processes agree, and a deactivated client is refused at once.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { authSessions, clients } from "../../db/schema.ts";
import { hashToken } from "../admin-auth/sessions.ts";

/** A client stays signed in for 7 days (a portal is visited now and then, not all day). */
export const CLIENT_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function createClientSession(db: Database, clientId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(authSessions).values({
    kind: "client",
    tokenHash: hashToken(token),
    clientId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CLIENT_SESSION_TTL_MS),
  });
  return token;
}

export interface ClientSession {
  sessionId: number;
  clientId: number;
}

/** The live session of a bearer token, or null (missing, unknown, expired, revoked, inactive client). */
export async function findClientSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<ClientSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: authSessions.id, clientId: clients.id })
    .from(authSessions)
    .innerJoin(clients, eq(clients.id, authSessions.clientId))
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        eq(authSessions.kind, "client"),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        eq(clients.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeClientSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, sessionId));
}

/** Ends every session of one client: on deactivation and when a new password is set. */
export async function revokeClientSessions(db: Database, clientId: number, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.kind, "client"), eq(authSessions.clientId, clientId), isNull(authSessions.revokedAt)));
}

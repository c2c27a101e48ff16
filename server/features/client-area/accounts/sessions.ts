/**
 * Client portal sessions: the shared scheme (server/sessions/sessions.ts) with
 * a 7-day lifetime; a deactivated client's token is refused at once.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { authSessions, clients } from "#server/db/schema.ts";
import {
  createSession,
  hashToken,
  isPlausibleToken,
  revokeSession,
  revokeSessionsOf,
} from "#server/sessions/sessions.ts";

/** A client stays signed in for 7 days (a portal is visited now and then, not all day). */
export const CLIENT_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function createClientSession(db: Database, clientId: number, now: Date): Promise<string> {
  return createSession(db, { kind: "client", clientId }, CLIENT_SESSION_TTL_MS, now);
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
  if (!isPlausibleToken(token)) return null;
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

export const revokeClientSession = revokeSession;

/** Ends every session of one client: on deactivation and when a new password is set. */
export function revokeClientSessions(db: Database, clientId: number, now: Date): Promise<void> {
  return revokeSessionsOf(db, { kind: "client", clientId }, now);
}

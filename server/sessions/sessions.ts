/**
 * Sign-in sessions, one scheme for the admin console and the client portal
 * (docs/product/admin-console.md § Tokens, docs/product/client-area.md § Sessions):
 * a random 256-bit token goes to the browser; only its SHA-256 is stored in
 * auth_sessions, with its kind, an expiry, and revocation on logout. Every
 * check reads the database, so all server processes agree and a logout takes
 * effect everywhere at once. Each realm keeps its lifetime and its lookup
 * (admin-auth/sessions.ts, client-area/accounts/sessions.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { authSessions } from "#server/db/schema.ts";

/** A new random 256-bit token, URL-safe: for a session or a one-time link (shown once, never stored). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): Buffer {
  return createHash("sha256").update(token, "utf8").digest();
}

/** Tokens are 43 characters: a missing one, or one far off that length, is refused without a query. */
export function isPlausibleToken(token: string | undefined): token is string {
  return token !== undefined && token.length > 0 && token.length <= 200;
}

export type SessionOwner = { kind: "admin"; adminId: number } | { kind: "client"; clientId: number };

/** Stores a new session for `owner`, valid for `ttlMs`, and returns its token (shown once, never stored). */
export async function createSession(db: Database, owner: SessionOwner, ttlMs: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(authSessions).values({
    ...owner,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, sessionId));
}

/** Ends every live session of every admin, of one admin, or of one client. */
export async function revokeSessionsOf(
  db: Pick<Database, "update">,
  owner: { kind: "admin"; adminId?: number } | { kind: "client"; clientId: number },
  now: Date,
): Promise<void> {
  const ofOwner =
    owner.kind === "client"
      ? and(eq(authSessions.kind, "client"), eq(authSessions.clientId, owner.clientId))
      : owner.adminId === undefined
        ? eq(authSessions.kind, "admin")
        : and(eq(authSessions.kind, "admin"), eq(authSessions.adminId, owner.adminId));
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(ofOwner, isNull(authSessions.revokedAt)));
}

/**
 * Admin sessions (DECISIONS.md § Admin tokens): a random 256-bit token goes
 * to the browser; only its SHA-256 is stored, with an expiry 12 hours on;
 * logout sets revokedAt. Every check reads the database, so all server
 * processes agree and a logout takes effect everywhere at once.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { authSessions } from "../../db/schema.ts";

export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function hashToken(token: string): Buffer {
  return createHash("sha256").update(token, "utf8").digest();
}

export async function createAdminSession(db: Database, adminId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(authSessions).values({
    kind: "admin",
    tokenHash: hashToken(token),
    adminId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ADMIN_SESSION_TTL_MS),
  });
  return token;
}

/**
 * One lookup on the unique index of token_hash, as a named statement (parsed
 * and planned once per pooled connection, no query builder): it runs before
 * every admin request (issue 11 §1).
 */
const FIND_ADMIN_SESSION = {
  name: "admin-session-find",
  text: `select id from auth_sessions
    where token_hash = $1 and kind = 'admin' and revoked_at is null and expires_at > $2
    limit 1`,
};

/** The session id of a live admin token, or null (missing, unknown, expired, revoked). */
export async function findAdminSession(db: Database, token: string | undefined, now: Date): Promise<number | null> {
  // Tokens are 43 characters; anything far off is refused without a query.
  if (!token || token.length > 200) return null;
  const result = await db.$client.query<{ id: number }>({
    ...FIND_ADMIN_SESSION,
    values: [hashToken(token), now.toISOString()],
  });
  return result.rows[0]?.id ?? null;
}

export async function revokeAdminSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.id, sessionId));
}

/** Ends every admin session, e.g. when the configured password changes. */
export async function revokeAllAdminSessions(db: Database, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.kind, "admin"), isNull(authSessions.revokedAt)));
}

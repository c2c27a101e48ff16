/**
 * Admin sessions (DECISIONS.md § Admin tokens): a random 256-bit token goes
 * to the browser; only its SHA-256 is stored, with an expiry 12 hours on;
 * logout sets revokedAt. Every check reads the database, so all server
 * processes agree and a logout takes effect everywhere at once.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
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

/** The session id of a live admin token, or null (missing, unknown, expired, revoked). */
export async function findAdminSession(db: Database, token: string | undefined, now: Date): Promise<number | null> {
  // Tokens are 43 characters; anything far off is refused without a query.
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        eq(authSessions.kind, "admin"),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.id ?? null;
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

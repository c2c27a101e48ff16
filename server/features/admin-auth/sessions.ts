/**
 * Admin sessions: the shared scheme (server/sessions/sessions.ts) with a
 * 12-hour lifetime, and a lookup that runs before every admin request.
 */
import type { AdminRole } from "#common/admin/users.ts";
import type { Database } from "#server/db/client.ts";
import {
  createSession,
  hashToken,
  isPlausibleToken,
  revokeSession,
  revokeSessionsOf,
} from "#server/sessions/sessions.ts";

export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function createAdminSession(db: Database, adminId: number, now: Date): Promise<string> {
  return createSession(db, { kind: "admin", adminId }, ADMIN_SESSION_TTL_MS, now);
}

/**
 * One lookup on the unique index of token_hash, as a named statement (parsed
 * and planned once per pooled connection, no query builder): it runs before
 * every admin request (docs/product/operations.md § Performance design).
 */
const FIND_ADMIN_SESSION = {
  name: "admin-session-find-with-admin",
  text: `select s.id as "sessionId", a.id as "adminId", a.username, a.role
    from auth_sessions s join admin_accounts a on a.id = s.admin_id
    where s.token_hash = $1 and s.kind = 'admin' and s.revoked_at is null and s.expires_at > $2
      and a.deactivated_at is null
    limit 1`,
};

/** Who is signed in: the history names them, and only an owner manages admin users. */
export interface SignedInAdmin {
  sessionId: number;
  adminId: number;
  username: string;
  role: AdminRole;
}

/** The session and admin of a live token, or null (missing, unknown, expired, revoked, admin deactivated). */
export async function findAdminSession(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<SignedInAdmin | null> {
  if (!isPlausibleToken(token)) return null;
  const result = await db.$client.query<SignedInAdmin>({
    ...FIND_ADMIN_SESSION,
    values: [hashToken(token), now.toISOString()],
  });
  return result.rows[0] ?? null;
}

export const revokeAdminSession = revokeSession;

/** Ends every session of one admin: deactivated, or a new password set. */
export function revokeAdminSessionsOf(db: Pick<Database, "update">, adminId: number, now: Date): Promise<void> {
  return revokeSessionsOf(db, { kind: "admin", adminId }, now);
}

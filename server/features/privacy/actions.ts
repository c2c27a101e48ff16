/**
 * The log of privacy actions (docs/product/admin-console.md § Personal data): who exported or erased,
 * when, and how many rows of each table. Never the address or anything else about the person: the log
 * outlives the erasure, so it must not become the one place that still remembers them.
 */
import { desc } from "drizzle-orm";
import type { ErasureResult, PrivacyActionKind, PrivacyActionRecord } from "#common/privacy/schemas.ts";
import type { Database } from "#server/db/client.ts";
import { privacyActions } from "#server/db/schema.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";
import type { SignedInAdmin } from "../admin-auth/sessions.ts";

const SHOWN = 50;

export async function recordPrivacyAction(
  db: DatabaseOrTransaction,
  action: PrivacyActionKind,
  counts: Record<string, number>,
  actor: SignedInAdmin,
  now: Date,
): Promise<void> {
  await db.insert(privacyActions).values({
    action,
    counts,
    actorId: actor.adminId,
    actorName: actor.username,
    createdAt: now,
  });
}

/** An erasure's counts as one flat map: rows erased per table, and `kept:<table>` for what stays anonymised. */
export function erasureCounts(result: ErasureResult): Record<string, number> {
  const counts: Record<string, number> = { ...result.erased };
  for (const [table, count] of Object.entries(result.kept)) counts[`kept:${table}`] = count;
  return counts;
}

/** The latest actions, newest first. */
export async function listPrivacyActions(db: Database): Promise<PrivacyActionRecord[]> {
  const rows = await db
    .select()
    .from(privacyActions)
    .orderBy(desc(privacyActions.createdAt), desc(privacyActions.id))
    .limit(SHOWN);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as PrivacyActionKind,
    counts: row.counts,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  }));
}

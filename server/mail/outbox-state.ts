/**
 * How the email outbox is doing, for GET /api/health and /metrics: messages
 * waiting, the age of the oldest waiting one (mail stuck behind a dead SMTP
 * server shows here first), and messages given up on. One query over the
 * partial index email_outbox_unsent_idx, so its cost does not grow with the
 * mail already sent.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

export interface OutboxState {
  pending: number;
  /** Seconds since the oldest pending message was queued; 0 when none is pending. */
  oldestPendingSeconds: number;
  failed: number;
}

/** `now`: the app's clock (AppDeps.now), so the age agrees with the rest of the app; the database's clock without it. */
export async function outboxState(db: Database, now?: Date): Promise<OutboxState> {
  const reference = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const result = await db.execute<{ pending: string; oldest: string | null; failed: string }>(sql`
    select count(*) filter (where status = 'pending') as pending,
           extract(epoch from ${reference} - min(created_at) filter (where status = 'pending')) as oldest,
           count(*) filter (where status = 'failed') as failed
      from email_outbox
     where status <> 'sent'`);
  const row = result.rows[0];
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds: Math.max(0, Math.round(Number(row?.oldest ?? 0))),
    failed: Number(row?.failed ?? 0),
  };
}

/**
 * A lead's timeline (docs/product/admin-console.md § Timeline): ONE list, newest first, of its status
 * changes, its lead events (notes, priority changes, spam marks, conversions) and the emails about it,
 * each with who and when, read in one statement. Each part is an index lookup
 * (status_changes_entity_idx, lead_events_lead_idx, email_outbox_lead_idx).
 */
import { sql } from "drizzle-orm";
import type { LeadKind } from "#common/admin/lead-links.ts";
import type { TimelineEntry } from "#common/admin/lead-page.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";

/** The newest entries shown; a lead with more keeps them all in the database. */
export const TIMELINE_LIMIT = 500;

interface TimelineRow extends Record<string, unknown> {
  type: "status" | "event" | "email";
  id: number;
  at: string;
  actor: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  d: string | null;
  sent_at: string | null;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Entries at the same instant (a spam mark and the cancellation it causes share
 * their transaction's time) list the event first, then the status change, then
 * mail, each newest id first.
 */
export async function leadTimeline(db: DatabaseOrTransaction, kind: LeadKind, id: number): Promise<TimelineEntry[]> {
  const result = await db.execute<TimelineRow>(sql`
    select type, id, at, actor, a, b, c, d, sent_at from (
      select 'status' as type, id, changed_at as sort_at, 1 as rank, ${iso("changed_at")} as at, changed_by as actor,
             old_status as a, new_status as b, null::text as c, null::text as d, null::text as sent_at
        from status_changes where entity = ${kind} and entity_id = ${id}
      union all
      select 'event', id, created_at, 0, ${iso("created_at")}, actor_name, kind, body, null, null, null
        from lead_events where lead_kind = ${kind} and lead_id = ${id}
      union all
      select 'email', id, created_at, 2, ${iso("created_at")}, null, kind, to_address, subject, status,
             ${iso("sent_at")}
        from email_outbox where lead_kind = ${kind} and lead_id = ${id}
    ) as entries
    order by sort_at desc, rank, id desc
    limit ${TIMELINE_LIMIT}`);
  return result.rows.map(toEntry);
}

function toEntry(row: TimelineRow): TimelineEntry {
  const id = `${row.type}-${row.id}`;
  switch (row.type) {
    case "status":
      return { type: "status", id, at: row.at, actor: row.actor, from: row.a, to: row.b ?? "" };
    case "event":
      return { type: "event", id, at: row.at, actor: row.actor, kind: row.a ?? "", body: row.b ?? "" };
    case "email":
      return {
        type: "email",
        id,
        at: row.at,
        actor: null,
        kind: row.a ?? "",
        recipient: row.b ?? "",
        subject: row.c ?? "",
        status: row.d ?? "",
        sentAt: row.sent_at,
      };
  }
}

/**
 * Reads and status changes behind the admin console (docs/product/admin-console.md § Lists, § Status history).
 * Every list query is a keyset page over (created_at desc, id desc) so it
 * stays an index scan at a hundred thousand rows.
 */

import { and, eq, gte, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { SPAM_FILTERS } from "#common/admin/lead-page.ts";
import { STATUS_ENTITIES, type StatusEntity } from "#common/admin/statuses.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { consultations, statusChanges } from "#server/db/schema.ts";
import { forgetVisitorOf } from "#server/features/spam/one-hold-each.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Transaction } from "#server/mail/outbox.ts";
import type { SignedInAdmin } from "../admin-auth/sessions.ts";
import { type Cursor, decodeCursor, encodeCursor, pageQueryShape } from "./cursor.ts";
import { type ListSpec, STATUS_TARGETS } from "./lists.ts";
import { claimSlotPlace } from "./slot-capacity.ts";
import { queueStatusEmails } from "./status-emails.ts";

export const listQuerySchema = z.object({
  ...pageQueryShape,
  status: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((value) => value || undefined),
  q: z
    .string()
    .trim()
    .max(200, "Search text is too long")
    .optional()
    .transform((value) => value || undefined),
  /** Absent: spam is left out; `only`: just spam; `include`: all (docs/product/admin-console.md § Spam). */
  spam: z.enum(SPAM_FILTERS, { error: `spam must be one of: ${SPAM_FILTERS.join(", ")}` }).optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/** ILIKE pattern matching `text` literally anywhere: % _ and \ are escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const cursorColumn = (spec: ListSpec) =>
  sql<string>`to_char(${spec.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function filters(spec: ListSpec, query: Omit<ListQuery, "limit">, cursor?: Cursor): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status !== undefined) {
    if (!spec.status) throw new HttpError(400, `The ${spec.label} list has no status to filter by`);
    conditions.push(eq(spec.status, query.status));
  }
  if (spec.spamAt) {
    // "spam_at is null" is a filter on the (created_at desc, id desc) index scans: spam is rare, so a page still
    // reads about its own number of rows.
    if (query.spam === undefined) conditions.push(isNull(spec.spamAt));
    else if (query.spam === "only") conditions.push(isNotNull(spec.spamAt));
  } else if (query.spam === "only") {
    throw new HttpError(400, `The ${spec.label} list has no spam to filter by`);
  }
  if (query.q !== undefined) {
    const pattern = containsPattern(query.q);
    const matches = spec.searchExpression
      ? ilike(spec.searchExpression, pattern)
      : or(...spec.search.map((column) => ilike(column, pattern)));
    if (matches) conditions.push(matches);
  }
  if (cursor) {
    conditions.push(sql`(${spec.createdAt}, ${spec.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::integer)`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

type Row = Record<string, unknown>;

/**
 * A row's status history as a JSON array, oldest first, read in the page's own
 * query (one round trip for the page and its history: docs/product/operations.md § Performance design); an index
 * lookup per row on status_changes_entity_idx. The times are formatted as
 * `Date.toISOString()` formats them. The list's id is written with its table
 * name: drizzle writes columns bare, and a bare "id" here is status_changes.id.
 */
const historyColumn = (spec: ListSpec, entity: StatusEntity) =>
  sql<Row[]>`(select coalesce(json_agg(json_build_object(
      'oldStatus', ${statusChanges.oldStatus},
      'newStatus', ${statusChanges.newStatus},
      'changedAt', to_char(${statusChanges.changedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by ${statusChanges.changedAt}, ${statusChanges.id}), '[]'::json)
    from ${statusChanges}
    where ${statusChanges.entity} = ${entity}
      and ${statusChanges.entityId} = ${spec.table}.${sql.identifier(spec.id.name)})`;

/** The query of one page (exported for the test that checks its plan). */
export function pageQuery(
  db: Database,
  spec: ListSpec,
  query: Omit<ListQuery, "limit">,
  limit: number,
  cursor?: Cursor,
  withHistory = false,
) {
  const fields: Record<string, AnyPgColumn | SQL> = { ...spec.select, cursorAt: cursorColumn(spec) };
  if (withHistory && spec.historyEntity) fields.history = historyColumn(spec, spec.historyEntity);
  return (
    db
      .select(fields)
      .from(spec.table)
      .where(filters(spec, query, cursor))
      // "nulls last" matches the (created_at desc nulls last, id desc nulls last) indexes
      // drizzle-kit generates; plain "desc" (nulls first) would make PostgreSQL sort instead.
      .orderBy(sql`${spec.createdAt} desc nulls last`, sql`${spec.id} desc nulls last`)
      .limit(limit)
  );
}

const selectPage = async (...args: Parameters<typeof pageQuery>) => (await pageQuery(...args)) as Row[];

function toJson(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === "cursorAt") continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** One page, newest first, and the cursor of the next page when there is one. */
export async function listPage(
  db: Database,
  spec: ListSpec,
  query: ListQuery,
): Promise<{ items: Row[]; nextCursor: string | null }> {
  const cursor = query.before ? decodeCursor(query.before) : undefined;
  const rows = await selectPage(db, spec, query, query.limit + 1, cursor, true);
  const hasMore = rows.length > query.limit;
  const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
  const last = pageRows.at(-1);
  const nextCursor =
    hasMore && last ? encodeCursor({ createdAt: last.cursorAt as string, id: last.id as number }) : null;
  return { items: pageRows.map(toJson), nextCursor };
}

/** One row of a list by id, as the list shows it (with its status history), spam or not; undefined when none. */
export async function listRow(db: Database | Transaction, spec: ListSpec, id: number): Promise<Row | undefined> {
  const fields: Record<string, AnyPgColumn | SQL> = { ...spec.select };
  if (spec.historyEntity) fields.history = historyColumn(spec, spec.historyEntity);
  const [row] = (await db.select(fields).from(spec.table).where(eq(spec.id, id))) as Row[];
  return row ? toJson(row) : undefined;
}

/**
 * Every matching row, newest first, in batches (for the CSV export). The
 * query is checked before the first row is read, so a bad cursor or filter
 * still answers 400 rather than a broken download.
 */
export function allRows(db: Database, spec: ListSpec, query: Omit<ListQuery, "limit">, batchSize = 1000) {
  const start = query.before ? decodeCursor(query.before) : undefined;
  filters(spec, query, start);
  return batches(db, spec, query, batchSize, start);
}

async function* batches(
  db: Database,
  spec: ListSpec,
  query: Omit<ListQuery, "limit">,
  batchSize: number,
  start: Cursor | undefined,
) {
  let cursor = start;
  for (;;) {
    const rows = await selectPage(db, spec, query, batchSize, cursor);
    if (rows.length === 0) return;
    yield rows.map(toJson);
    if (rows.length < batchSize) return;
    const last = rows.at(-1) as Row;
    cursor = { createdAt: last.cursorAt as string, id: last.id as number };
  }
}

/**
 * The four stat cards (docs/product/admin-console.md § Stat cards) plus the other lead counts, counted by
 * the server in ONE statement: one round trip and one pooled connection per
 * request (docs/product/operations.md § Performance design; nine queries at once took nine of the pool's ten
 * connections from the public forms). A lead marked as spam is not counted
 * (docs/product/admin-console.md § Spam), so the counts of the four tables that hold spam read spam_at
 * from the rows (a sequential scan; audits, mood boards, clients stay index-only
 * scans); the total and the high-priority count share one scan. The text is
 * fixed, so it is a named statement (parsed and planned once per connection)
 * sent without the query builder.
 */
const STATS_STATEMENT = {
  name: "admin-stats",
  text: `select submissions.total as "totalSubmissions",
         (select count(*)::integer from slot_reservations where spam_at is null) as "slotReservations",
         (select count(*)::integer from audit_results) as "auditScans",
         submissions.high as "highPriority",
         (select count(*)::integer from consultations where spam_at is null) as "consultations",
         (select count(*)::integer from client_intakes where spam_at is null) as "intakes",
         (select count(*)::integer from mood_boards) as "moodBoards",
         (select count(*)::integer from clients) as "clients",
         (select count(*)::integer from client_messages where from_client and not is_read) as "unreadClientMessages",
         (select count(*)::integer from email_outbox where status = 'failed') as "failedEmails"
    from (select count(*)::integer as total, (count(*) filter (where priority = 'high'))::integer as high
            from contact_submissions where spam_at is null) as submissions`,
};

export async function adminStats(db: Database) {
  const result = await db.$client.query<Record<string, number>>(STATS_STATEMENT);
  const row = result.rows[0] ?? {};
  const value = (key: string) => Number(row[key] ?? 0);
  return {
    totalSubmissions: value("totalSubmissions"),
    slotReservations: value("slotReservations"),
    auditScans: value("auditScans"),
    highPriority: value("highPriority"),
    consultations: value("consultations"),
    intakes: value("intakes"),
    moodBoards: value("moodBoards"),
    clients: value("clients"),
    unreadClientMessages: value("unreadClientMessages"),
    failedEmails: value("failedEmails"),
  };
}

export const statusBodySchema = z.object({
  status: z.string({ message: "Status is required" }).min(1, "Status is required"),
});

/** Parses a path id: a positive 32-bit integer, else 400. */
export function parseId(text: string): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) {
    throw new HttpError(400, "Invalid id");
  }
  return Number(text);
}

/**
 * Sets the status and records the change in status_changes, in one
 * transaction with the row locked, so concurrent changes are each recorded
 * with the status they really replaced. A cancelled reservation re-opened in
 * a full slot is refused with 409 (slot-capacity.ts).
 */
export async function changeStatus(
  db: Database,
  entity: StatusEntity,
  id: number,
  status: string,
  now: Date,
  actor: Pick<SignedInAdmin, "username">,
  /** With it, the visitor's email about the change is queued in the same transaction (./status-emails.ts). */
  mail?: { config: Config },
) {
  const allowed: readonly string[] = STATUS_ENTITIES[entity];
  if (!allowed.includes(status)) {
    throw new HttpError(400, `Unknown status "${status}". Allowed: ${allowed.join(", ")}`);
  }
  try {
    return await db.transaction(async (tx) => {
      const change = await applyStatusChange(tx, entity, id, status, now, actor);
      if (mail) await queueStatusEmails(tx, entity, change, mail.config, now);
      return change;
    });
  } catch (error) {
    // A consultation's time slot can be taken again only while it is not booked by another one.
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === "23505") {
      throw new HttpError(409, "Another booking already holds this time slot");
    }
    throw error;
  }
}

/**
 * The status change itself, inside the caller's transaction: the row locked,
 * the status written, the change recorded with who made it, a reservation's
 * slot place freed or taken. It queues no mail: marking a lead as spam cancels
 * it through here without writing to the spammer (docs/product/admin-console.md § Spam).
 */
export async function applyStatusChange(
  tx: Transaction,
  entity: StatusEntity,
  id: number,
  status: string,
  now: Date,
  actor: Pick<SignedInAdmin, "username">,
) {
  const target = STATUS_TARGETS[entity];
  const [current] = (await tx
    .select({ status: target.status })
    .from(target.table)
    .where(eq(target.id, id))
    .for("update")) as Array<{ status: string }>;
  if (!current) throw new HttpError(404, `No ${entity} with id ${id}`);
  // A reservation leaving "cancelled" takes a place in its slot again: the capacity is checked under the slot's lock.
  const recordPlace =
    entity === "reservation" ? await claimSlotPlace(tx, id, current.status, status, now) : async () => {};
  await tx
    .update(target.table)
    .set({ status } as never)
    .where(eq(target.id, id));
  await tx.insert(statusChanges).values({
    entity,
    entityId: id,
    oldStatus: current.status,
    newStatus: status,
    changedAt: now,
    // The history names who changed it (docs/product/admin-console.md § Admin users).
    changedBy: actor.username,
  });
  await recordPlace();
  // The agency confirming a consultation that holds no time (its visitor never opened the link, or it looked
  // automated) gives it the time it asked for, if no one holds it: 23505 otherwise, answered 409 above.
  if (entity === "consultation" && status === "confirmed") {
    await tx
      .update(consultations)
      .set({ slotKey: sql`${consultations.requestedSlotKey}` })
      .where(and(eq(consultations.id, id), isNull(consultations.slotKey), gte(consultations.preferredDate, now)));
  }
  // A booking that no longer holds a place forgets who booked it (docs/product/lead-capture.md § One place each).
  if (status === "cancelled" || status === "completed") {
    if (entity === "reservation") await forgetVisitorOf(tx, "reserve-slot", id);
    if (entity === "consultation") await forgetVisitorOf(tx, "consultation", id);
  }
  return { id, status, previousStatus: current.status };
}

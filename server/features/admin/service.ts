/**
 * Reads and status changes behind the admin console (issue 6 §3–§4).
 * Every list query is a keyset page over (created_at desc, id desc) so it
 * stays an index scan at a hundred thousand rows.
 */
import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  STATUS_ENTITIES,
  type StatusEntity,
} from "../../../common/admin/statuses.ts";
import type { Database } from "../../db/client.ts";
import { statusChanges } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { type Cursor, decodeCursor, encodeCursor } from "./cursor.ts";
import { type ListSpec, STATUS_TARGETS } from "./lists.ts";
import { claimSlotPlace } from "./slot-capacity.ts";

export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  before: z.string().max(200).optional(),
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
 * query (one round trip for the page and its history: issue 11 §1); an index
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

async function selectPage(
  db: Database,
  spec: ListSpec,
  query: Omit<ListQuery, "limit">,
  limit: number,
  cursor?: Cursor,
  withHistory = false,
) {
  const fields: Record<string, AnyPgColumn | SQL> = { ...spec.select, cursorAt: cursorColumn(spec) };
  if (withHistory && spec.historyEntity) fields.history = historyColumn(spec, spec.historyEntity);
  return (await db
    .select(fields)
    .from(spec.table)
    .where(filters(spec, query, cursor))
    // "nulls last" matches the (created_at desc nulls last, id desc nulls last) indexes
    // drizzle-kit generates; plain "desc" (nulls first) would make PostgreSQL sort instead.
    .orderBy(sql`${spec.createdAt} desc nulls last`, sql`${spec.id} desc nulls last`)
    .limit(limit)) as Row[];
}

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
 * The four stat cards (spec 001 §2) plus the other lead counts, counted by
 * the server in ONE statement: one round trip and one pooled connection per
 * request (issue 11 §1; nine queries at once took nine of the pool's ten
 * connections from the public forms). Each count is an index-only scan once
 * autovacuum has run; the total and the high-priority count share the scan
 * of contact_submissions_priority_idx. The text is fixed, so it is a named
 * statement (parsed and planned once per connection) sent without the query
 * builder.
 */
const STATS_STATEMENT = {
  name: "admin-stats",
  text: `select submissions.total as "totalSubmissions",
         (select count(*)::integer from slot_reservations) as "slotReservations",
         (select count(*)::integer from audit_results) as "auditScans",
         submissions.high as "highPriority",
         (select count(*)::integer from consultations) as "consultations",
         (select count(*)::integer from client_intakes) as "intakes",
         (select count(*)::integer from mood_boards) as "moodBoards",
         (select count(*)::integer from clients) as "clients",
         (select count(*)::integer from client_messages where from_client and not is_read) as "unreadClientMessages"
    from (select count(*)::integer as total, (count(*) filter (where priority = 'high'))::integer as high
            from contact_submissions) as submissions`,
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
export async function changeStatus(db: Database, entity: StatusEntity, id: number, status: string, now: Date) {
  const allowed: readonly string[] = STATUS_ENTITIES[entity];
  if (!allowed.includes(status)) {
    throw new HttpError(400, `Unknown status "${status}". Allowed: ${allowed.join(", ")}`);
  }
  const target = STATUS_TARGETS[entity];
  try {
    return await db.transaction(async (tx) => {
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
      await tx
        .insert(statusChanges)
        .values({ entity, entityId: id, oldStatus: current.status, newStatus: status, changedAt: now });
      await recordPlace();
      return { id, status, previousStatus: current.status };
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

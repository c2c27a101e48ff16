/**
 * Reads and status changes behind the admin console (issue 6 §3–§4).
 * Every list query is a keyset page over (created_at desc, id desc) so it
 * stays an index scan at a hundred thousand rows.
 */
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  STATUS_ENTITIES,
  type StatusEntity,
} from "../../../common/admin/statuses.ts";
import type { Database } from "../../db/client.ts";
import {
  auditResults,
  clientIntakes,
  clientMessages,
  clients,
  consultations,
  contactSubmissions,
  moodBoards,
  slotReservations,
  statusChanges,
} from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { type Cursor, decodeCursor, encodeCursor } from "./cursor.ts";
import { type ListSpec, STATUS_TARGETS } from "./lists.ts";

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

async function selectPage(
  db: Database,
  spec: ListSpec,
  query: Omit<ListQuery, "limit">,
  limit: number,
  cursor?: Cursor,
) {
  return (await db
    .select({ ...spec.select, cursorAt: cursorColumn(spec) })
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

async function attachHistory(db: Database, entity: StatusEntity, rows: Row[]): Promise<void> {
  const ids = rows.map((row) => row.id as number);
  const byId = new Map<number, Row[]>(ids.map((id) => [id, []]));
  if (ids.length > 0) {
    const changes = await db
      .select({
        entityId: statusChanges.entityId,
        oldStatus: statusChanges.oldStatus,
        newStatus: statusChanges.newStatus,
        changedAt: statusChanges.changedAt,
      })
      .from(statusChanges)
      .where(and(eq(statusChanges.entity, entity), inArray(statusChanges.entityId, ids)))
      .orderBy(asc(statusChanges.entityId), asc(statusChanges.changedAt), asc(statusChanges.id));
    for (const change of changes) {
      byId.get(change.entityId)?.push({
        oldStatus: change.oldStatus,
        newStatus: change.newStatus,
        changedAt: change.changedAt.toISOString(),
      });
    }
  }
  for (const row of rows) row.history = byId.get(row.id as number) ?? [];
}

/** One page, newest first, and the cursor of the next page when there is one. */
export async function listPage(
  db: Database,
  spec: ListSpec,
  query: ListQuery,
): Promise<{ items: Row[]; nextCursor: string | null }> {
  const cursor = query.before ? decodeCursor(query.before) : undefined;
  const rows = await selectPage(db, spec, query, query.limit + 1, cursor);
  const hasMore = rows.length > query.limit;
  const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
  const last = pageRows.at(-1);
  const nextCursor =
    hasMore && last ? encodeCursor({ createdAt: last.cursorAt as string, id: last.id as number }) : null;
  const items = pageRows.map(toJson);
  if (spec.historyEntity) await attachHistory(db, spec.historyEntity, items);
  return { items, nextCursor };
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
 * the server. The counts run as separate queries at once, so PostgreSQL
 * spreads them over its cores (index-only scans once autovacuum has run).
 */
export async function adminStats(db: Database) {
  const count = async (query: SQL) => {
    const result = await db.execute<{ count: number }>(query);
    return Number(result.rows[0]?.count ?? 0);
  };
  const [
    totalSubmissions,
    slotReservationCount,
    auditScans,
    highPriority,
    consultationCount,
    intakes,
    moodBoardCount,
    clientCount,
    unreadClientMessages,
  ] = await Promise.all([
    count(sql`select count(*)::integer as count from ${contactSubmissions}`),
    count(sql`select count(*)::integer as count from ${slotReservations}`),
    count(sql`select count(*)::integer as count from ${auditResults}`),
    count(
      sql`select count(*)::integer as count from ${contactSubmissions} where ${contactSubmissions.priority} = 'high'`,
    ),
    count(sql`select count(*)::integer as count from ${consultations}`),
    count(sql`select count(*)::integer as count from ${clientIntakes}`),
    count(sql`select count(*)::integer as count from ${moodBoards}`),
    count(sql`select count(*)::integer as count from ${clients}`),
    count(
      sql`select count(*)::integer as count from ${clientMessages} where ${clientMessages.fromClient} and not ${clientMessages.isRead}`,
    ),
  ]);
  return {
    totalSubmissions,
    slotReservations: slotReservationCount,
    auditScans,
    highPriority,
    consultations: consultationCount,
    intakes,
    moodBoards: moodBoardCount,
    clients: clientCount,
    unreadClientMessages,
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
 * with the status they really replaced.
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
      await tx
        .update(target.table)
        .set({ status } as never)
        .where(eq(target.id, id));
      await tx
        .insert(statusChanges)
        .values({ entity, entityId: id, oldStatus: current.status, newStatus: status, changedAt: now });
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

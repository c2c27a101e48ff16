/**
 * Opaque keyset cursor for the admin lists: the last row's created_at (to the
 * microsecond, as PostgreSQL stores it) and id, base64url-encoded. Paging by
 * (created_at, id) < cursor uses the (created_at desc, id desc) indexes and
 * never skips or repeats a row, however many leads arrive meanwhile.
 */
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#common/admin/statuses.ts";
import { HttpError } from "#server/http/errors.ts";

/** The paging part of every console list's query: page size and the cursor of the page before. */
export const pageQueryShape = {
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  before: z.string().max(200).optional(),
};

export interface Cursor {
  createdAt: string;
  id: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, "utf8").toString("base64url");
}

export function decodeCursor(text: string): Cursor {
  const decoded = Buffer.from(text, "base64url").toString("utf8");
  const [createdAt, idText] = decoded.split("|");
  const id = Number(idText);
  if (!createdAt || !TIMESTAMP.test(createdAt) || !/^\d{1,10}$/.test(idText ?? "") || id > 2_147_483_647) {
    throw new HttpError(400, "Invalid cursor");
  }
  return { createdAt, id };
}

import { HttpError } from "./errors.ts";

/**
 * A row id from the URL: a positive integer that fits the database's integer column, else 404 with
 * `notFound` (a malformed or too-large id is just another unknown id; looking it up would fail the query).
 */
export function pathId(text: string, notFound: string): number {
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new HttpError(404, notFound);
  return id;
}

import { rowIdOf } from "#common/row-id.ts";
import { HttpError } from "./errors.ts";

/**
 * A row id from the URL (common/row-id.ts), else 404 with `notFound`: a malformed or too-large id is just
 * another unknown id.
 */
export function pathId(text: string, notFound: string): number {
  const id = rowIdOf(text);
  if (id === null) throw new HttpError(404, notFound);
  return id;
}

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError, type z } from "zod";

/** An error whose message is safe to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The body of every error response (docs/decisions/015-error-body-format.md). */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}

/** First message per field, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): HttpError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? "Invalid request";
  return new HttpError(400, first, fields);
}

export function errorResponse(c: Context, error: unknown, log: (detail: Record<string, unknown>) => void): Response {
  if (error instanceof HttpError) {
    const body: ErrorBody = { error: error.message };
    if (error.fields) body.fields = error.fields;
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof ZodError) {
    const httpError = validationError(error);
    return c.json({ error: httpError.message, fields: httpError.fields } satisfies ErrorBody, 400);
  }
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
  log(detail);
  return c.json({ error: "Internal server error" } satisfies ErrorBody, 500);
}

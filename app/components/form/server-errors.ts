/**
 * Every form's field messages, wherever they come from: the checks run in the
 * browser (a zod error) or the server's verdict (an ApiError's `fields`), in
 * the same shape (docs/decisions/015-error-body-format.md), so both show under
 * the right field the same way.
 */
import type { z } from "zod";
import { ApiError } from "#app/lib/api-request";

/** First message per top-level field of a failed zod check (the server's `fields`, in the browser). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The server's field messages of a failed request, or none. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/** Focuses and scrolls to the first field (in document order) that has an error. */
export function focusFirstInvalid(form: HTMLElement | null, fields: readonly string[], errors: Record<string, string>) {
  const first = fields.find((field) => errors[field]);
  if (!form || !first) return;
  const element = form.querySelector<HTMLElement>(`[data-field="${first}"]`);
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: "center", behavior: "smooth" });
}

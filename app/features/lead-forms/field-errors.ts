import type { z } from "zod";

/** First message per top-level field of a failed zod check (the server's `fields`, in the browser). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The `fields` of an `apiRequest` error ("400: {\"error\":…,\"fields\":{…}}"), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {};
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return {};
  try {
    const parsed = JSON.parse(match[1] ?? "") as { fields?: unknown };
    if (parsed.fields && typeof parsed.fields === "object") {
      return Object.fromEntries(
        Object.entries(parsed.fields as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      );
    }
  } catch {
    // not JSON
  }
  return {};
}

/**
 * Field messages from an error raised by apiRequest ("400: {\"error\":…,
 * \"fields\":{…}}"), so the server's verdict shows under the right field.
 */
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

/** Focuses and scrolls to the first field (in document order) that has an error. */
export function focusFirstInvalid(form: HTMLElement | null, fields: readonly string[], errors: Record<string, string>) {
  const first = fields.find((field) => errors[field]);
  if (!form || !first) return;
  const element = form.querySelector<HTMLElement>(`[data-field="${first}"]`);
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: "center", behavior: "smooth" });
}

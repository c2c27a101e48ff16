/**
 * The visitor name of the greeting card: kept in the browser's local storage,
 * trimmed first and then limited to 20 characters, and an empty name is
 * ignored.
 */
export const VISITOR_NAME_KEY = "visitorName";
export const VISITOR_NAME_MAX = 20;

/**
 * The name to store for what the visitor typed, or null when there is
 * nothing to store (empty or only spaces). Longer names are cut to 20
 * characters (counted as characters, so an emoji is never split in half).
 */
export function normalizeVisitorName(input: string | null | undefined): string | null {
  const trimmed = (input ?? "").trim();
  if (trimmed === "") return null;
  return Array.from(trimmed).slice(0, VISITOR_NAME_MAX).join("").trim();
}

/**
 * What the name field keeps while the visitor types or pastes. Spaces around
 * the name do not count towards the 20 characters (they are trimmed on save),
 * so the field is not cut by length as typed: a draft whose trimmed text fits
 * is kept as it is, spaces included (the space between two words is typed
 * last at some point); a longer one is cut to its first 20 characters after
 * trimming.
 */
export function limitVisitorNameDraft(input: string): string {
  const characters = Array.from(input.trim());
  if (characters.length <= VISITOR_NAME_MAX) return input;
  return characters.slice(0, VISITOR_NAME_MAX).join("");
}

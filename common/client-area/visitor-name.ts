/**
 * The visitor name of the greeting card (spec 001 §2, §5 "Greeting name",
 * §9): kept in the browser's local storage, trimmed, at most 20 characters,
 * and an empty name is ignored. The spec leaves the key's name open.
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

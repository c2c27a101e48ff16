/**
 * Zod's own wording for a missing or mistyped field ("Invalid input: expected
 * string, received undefined") is for programmers. The API speaks to the
 * people and the integrations that call it, so a field without a message of
 * its own gets one naming the field: "Username is required", "Add-ons must be
 * a list". Messages written in a schema (the spec's) always win over these.
 */
import { z } from "zod";

const WORDS: Record<string, string> = { url: "URL", id: "ID", addons: "add-ons" };

/** "preferredSlot" → "Preferred slot", "websiteUrl" → "Website URL". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === "string");
  if (!key) return "This value";
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
};

export function applyReadableValidationMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code !== "invalid_type") return undefined;
      const name = fieldLabel(issue.path ?? []);
      if (issue.input === undefined || issue.input === null) return `${name} is required`;
      const kind = KINDS[issue.expected];
      return kind ? `${name} must be ${kind}` : undefined;
    },
  });
}

/**
 * The greeting of a mail to a visitor (docs/product/lead-capture.md § Emails). A visitor's confirmation
 * carries nothing they typed except their name, and the name only when it reads as one: letters, spaces,
 * hyphens, apostrophes and the period of an initial, at most 40 characters and four words, nothing that
 * reads as an address or a link. Anything else gets the neutral greeting, so a script cannot use our
 * confirmations to deliver its own words ("Claim your prize at http://…") from the agency's domain.
 */
const NAME_SHAPE = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
const MAX_NAME_LENGTH = 40;
const MAX_NAME_WORDS = 4;

/** The name when it passes the strict check, else undefined. */
export function greetableName(raw: string | null | undefined): string | undefined {
  const name = (raw ?? "").trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return undefined;
  if (!NAME_SHAPE.test(name)) return undefined;
  if (name.split(" ").length > MAX_NAME_WORDS) return undefined;
  // "evil.test", "www.x": a period inside a word reads as a host name; "Dr. Ada" and "J.R." do not.
  if (/\p{L}{2,}\.\p{L}{2,}/u.test(name) || /\.\./.test(name)) return undefined;
  return name;
}

/** "Hello Ada," or, for a name that does not pass, "Hello,". */
export function visitorGreeting(raw: string | null | undefined, salutation: "Hello" | "Hi" = "Hello"): string {
  const name = greetableName(raw);
  return name ? `${salutation} ${name},` : `${salutation},`;
}

/**
 * The brief's own words placed mid-sentence: "Young families" → "young
 * families", but acronyms and names that are capitalised throughout
 * ("SMEs", "NASA", "iPhone users") stay as typed.
 */
export function midSentence(text: string): string {
  const trimmed = text.trim().replace(/[.!?]+$/, "");
  const [first = "", second = ""] = trimmed;
  return /[A-Z]/.test(first) && /[a-z]/.test(second) ? first.toLowerCase() + trimmed.slice(1) : trimmed;
}

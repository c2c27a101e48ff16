/**
 * The one budget scale of every form that asks for a budget: the consultation, the slot reservation, the
 * client intake and the client questionnaire (docs/product/lead-capture.md § Budget scale). Its bands follow
 * the offers: the Landing Page under $3,000, the smallest website in $3,000 - $5,000, the middle one in
 * $5,000 - $10,000, the largest in $10,000 - $20,000.
 */
export const BUDGET_SCALE = [
  "Under $3,000",
  "$3,000 - $5,000",
  "$5,000 - $10,000",
  "$10,000 - $20,000",
  "$20,000+",
  "Let's discuss",
] as const;

export type Budget = (typeof BUDGET_SCALE)[number];

/**
 * What leads stored before the one scale said, named on it where a band of the old scale lies inside one of
 * its bands. "Under $5,000", "$10,000 - $25,000" and "$3,500 - $6,000" straddle two bands and stay as said.
 */
const EARLIER_BUDGETS: Readonly<Record<string, Budget>> = {
  // The consultation's earlier scale.
  "$25,000 - $50,000": "$20,000+",
  "$50,000+": "$20,000+",
  // The reservation's earlier values.
  "5000-10000": "$5,000 - $10,000",
  "10000-20000": "$10,000 - $20,000",
  "20000+": "$20,000+",
};

/** The reservation's earlier value that straddles two bands, in words. */
const EARLIER_WORDS: Readonly<Record<string, string>> = { "3500-6000": "$3,500 - $6,000" };

/** A stored budget as the console and the emails show it: on the scale where it maps, else as the visitor said it. */
export function budgetOnScale(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if ((BUDGET_SCALE as readonly string[]).includes(stored)) return stored;
  if (Object.hasOwn(EARLIER_BUDGETS, stored)) return EARLIER_BUDGETS[stored] ?? stored;
  return Object.hasOwn(EARLIER_WORDS, stored) ? (EARLIER_WORDS[stored] ?? stored) : stored;
}

/**
 * The kinds of lead the console works one by one, and the address of one lead
 * in the console: the agency's notification email links there, so a click
 * opens that lead with its notes and timeline, not the console's first page.
 * A chat lead and a manual-analysis request are submissions (their `source`
 * says where they came from).
 */
export const LEAD_KINDS = ["submission", "reservation", "consultation", "intake", "mood-board"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export function leadConsolePath(kind: LeadKind, id: number | string): string {
  return `/admin/leads/${kind}/${id}`;
}

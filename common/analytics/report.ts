/**
 * The console's analytics report (docs/product/analytics.md § Console page): the query it takes and the
 * figures it returns, shared by GET /api/admin/analytics and /admin/analytics.
 */
import { z } from "zod";
import { parseIsoDate } from "../time/zoned";

const isoDay = z
  .string()
  .refine((text) => parseIsoDate(text) !== undefined, { message: "Dates are real days, written YYYY-MM-DD" });

export const ANALYTICS_MAX_DAYS = 731;
/** How many sources and pages the filters offer. */
export const FILTER_OPTIONS = 50;

export const analyticsQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    /** Only visits from this source ("newsletter", "google.com", "direct"). */
    source: z.string().max(255).optional(),
    /** Only this page's views, and the leads whose visit began on it. */
    page: z.string().max(300).optional(),
  })
  .refine((query) => query.from <= query.to, { message: "The range must start before it ends", path: ["from"] })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < ANALYTICS_MAX_DAYS, {
    message: "The range can be at most two years",
    path: ["to"],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The source of a visit: its utm_source, else the other site's host, else "direct". */
export const DIRECT = "direct";

export interface AnalyticsReport {
  from: string;
  to: string;
  /**
   * `leads` counts every lead of the range; `trackedLeads` those that arrived with a tracked visit (a form
   * posted without one — a script, a page opened before the analytics ran — has no visit to convert).
   * `conversion` is tracked leads over visits, in percent, one decimal, never above 100.
   */
  totals: { visitors: number; views: number; leads: number; trackedLeads: number; conversion: number };
  /** One entry per day of the range, empty days included. */
  series: Array<{ day: string; visitors: number; views: number; leads: number }>;
  topPages: Array<{ path: string; views: number; visitors: number }>;
  entryPages: Array<{ path: string; visits: number; leads: number }>;
  sources: Array<{ source: string; visits: number; leads: number; conversion: number }>;
  campaigns: Array<{ campaign: string; visits: number; leads: number }>;
  tools: Array<{ tool: string; path: string; views: number; submissions: number }>;
  /**
   * The filters' choices: the range's FILTER_OPTIONS busiest sources and pages (and the one chosen), so the page
   * stays quick whatever a script sent; any other source can be typed.
   */
  options: { sources: string[]; pages: string[] };
}

/**
 * A day's distinct referring hosts, utm sources, mediums and campaigns are capped (docs/product/analytics.md
 * § Limits): the first NEW_VALUES_PER_DAY of each are kept as they are, a further one is counted as "other".
 * A script that invents a source per view then adds one value a day, not thousands of daily rows and filter
 * options. Each server process seeds the day's values from the stored views, so a restart does not reopen it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { PageView } from "./page-view.ts";
import { dayOf } from "./visitor.ts";

export const NEW_VALUES_PER_DAY = 100;
export const OTHER_VALUE = "other";

const FIELDS = ["referrerHost", "utmSource", "utmMedium", "utmCampaign"] as const;
type Field = (typeof FIELDS)[number];
const COLUMNS: Record<Field, string> = {
  referrerHost: "referrer_host",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
};

type Seen = Map<Field, Set<string>>;

export class NewValuesCap {
  private day = "";
  private seen: Promise<Seen> | undefined;

  constructor(private readonly db: Database) {}

  /** The view with each value past its day's share replaced by "other". */
  async admit(view: PageView, now: Date): Promise<PageView> {
    const day = dayOf(now);
    if (day !== this.day || !this.seen) {
      this.day = day;
      this.seen = this.storedValues(day).catch((error: unknown) => {
        this.seen = undefined; // tried again on the next view
        throw error;
      });
    }
    const seen = await this.seen;
    const admitted = { ...view };
    for (const field of FIELDS) {
      const value = view[field];
      const values = seen.get(field);
      if (!value || !values || values.has(value)) continue;
      if (values.size >= NEW_VALUES_PER_DAY) admitted[field] = OTHER_VALUE;
      else values.add(value);
    }
    return admitted;
  }

  private async storedValues(day: string): Promise<Seen> {
    const seen: Seen = new Map();
    for (const field of FIELDS) {
      const column = sql.raw(COLUMNS[field]);
      const rows = await this.db.execute<{ value: string }>(sql`
        select distinct ${column} as value from analytics_events
        where at >= ${day}::date and at < ${day}::date + 1 and ${column} is not null
        limit ${NEW_VALUES_PER_DAY}`);
      seen.set(field, new Set(rows.rows.map((row) => row.value)));
    }
    return seen;
  }
}

const caps = new WeakMap<Database, NewValuesCap>();

/** The process's cap for this database. */
export function newValuesCapFor(db: Database): NewValuesCap {
  let cap = caps.get(db);
  if (!cap) {
    cap = new NewValuesCap(db);
    caps.set(db, cap);
  }
  return cap;
}

/**
 * What one address can add to the counts (docs/product/analytics.md § Limits), kept in the process's memory so
 * the beacon never waits for the database:
 * - at most VIEWS_PER_MINUTE views a minute (times RATE_LIMIT_FACTOR); beyond, 429 and nothing counted;
 * - at most BROWSERS_PER_DAY visitors a day: a further browser (user agent) of that address is counted as the
 *   address's one "other browser" visitor, so changing the user agent no longer makes a new visitor.
 * An address is the rate limits' key (an IPv6 address by its prefix). Each map is emptied when its minute or
 * day is over, and holds at most MAX_ADDRESSES addresses, so a flood from many addresses cannot fill memory.
 */
export const VIEWS_PER_MINUTE = 60;
export const BROWSERS_PER_DAY = 20;
const MAX_ADDRESSES = 100_000;
export const OTHER_BROWSER = "other browser";

export class BeaconLimit {
  private minute = -1;
  private views = new Map<string, number>();
  private day = "";
  private browsers = new Map<string, Set<string>>();

  /** Counts a view of the address; false once it has sent its minute's share. */
  allowView(address: string, now: Date, factor = 1): boolean {
    const minute = Math.floor(now.getTime() / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.views.clear();
    }
    const count = (this.views.get(address) ?? 0) + 1;
    if (count > Math.max(1, Math.floor(VIEWS_PER_MINUTE * factor))) return false;
    if (this.views.size < MAX_ADDRESSES || this.views.has(address)) this.views.set(address, count);
    return true;
  }

  /**
   * The browser a view is counted for: its user agent, or OTHER_BROWSER past the address's day's share.
   * `record: false` (a lead looking for its visit) only reads.
   */
  browserOf(address: string, userAgent: string, day: string, { record = true } = {}): string {
    if (day !== this.day) {
      this.day = day;
      this.browsers.clear();
    }
    const seen = this.browsers.get(address);
    if (seen?.has(userAgent)) return userAgent;
    if (seen ? seen.size >= BROWSERS_PER_DAY : this.browsers.size >= MAX_ADDRESSES) return OTHER_BROWSER;
    if (record) this.browsers.set(address, (seen ?? new Set()).add(userAgent));
    return userAgent;
  }
}

const limits = new WeakMap<object, BeaconLimit>();

/** The process's limits for this database (one per test app). */
export function beaconLimitFor(db: object): BeaconLimit {
  let limit = limits.get(db);
  if (!limit) {
    limit = new BeaconLimit();
    limits.set(db, limit);
  }
  return limit;
}

/**
 * Page views are written in batches (docs/product/analytics.md § Scale): the beacon's answer never waits for
 * the database; one multi-row insert a second (or every 500 views) keeps up with thousands of views a second
 * on one small machine. A batch that fails is written again row by row, so one bad view never costs the
 * others theirs; a view that still fails is dropped and logged: counting degrades, nothing else does.
 * At most 20,000 views wait, so a flood cannot fill the memory.
 */
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { PageView } from "./page-view.ts";

export type ViewRow = PageView & { at: Date; visitor: string };

const INSERT_VIEWS = `insert into analytics_events (at, visitor, path, referrer_host, utm_source, utm_medium, utm_campaign)
  select * from unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`;

const FLUSH_EVERY_MS = 1000;
const BATCH = 500;
const MAX_WAITING = 20_000;

export class ViewQueue {
  private waiting: ViewRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  dropped = 0;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  add(row: ViewRow): void {
    if (this.waiting.length >= MAX_WAITING) {
      this.dropped += 1;
      return;
    }
    this.waiting.push(row);
    if (this.waiting.length >= BATCH) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
      this.timer.unref();
    }
  }

  /** The views of one visitor not yet written (attribution reads them with the stored ones). */
  pendingOf(visitor: string): ViewRow[] {
    return this.waiting.filter((row) => row.visitor === visitor);
  }

  /** Writes what waits; resolves once every write started so far has ended. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.waiting.splice(0);
    if (rows.length > 0) {
      this.writing = this.writing.then(() => this.write(rows));
    }
    return this.writing;
  }

  /**
   * One statement per batch with one array per column (unnest): seven parameters whatever the batch's size,
   * where a multi-row VALUES list costs the process thousands of parameters to build on its one thread.
   */
  private async write(rows: ViewRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      try {
        await this.insert(batch);
      } catch (error) {
        const failed = await this.writeOneByOne(batch);
        this.logger.warn("page view batch failed, written one by one", {
          written: batch.length - failed,
          dropped: failed,
          error: (error as Error).message,
        });
      }
    }
  }

  /** A failed batch's rows, each in its own statement; answers how many still failed. */
  private async writeOneByOne(batch: ViewRow[]): Promise<number> {
    let failed = 0;
    for (const row of batch) {
      try {
        await this.insert([row]);
      } catch {
        failed += 1;
      }
    }
    return failed;
  }

  private insert(batch: ViewRow[]) {
    return this.db.$client.query(INSERT_VIEWS, [
      batch.map((row) => row.at.toISOString()),
      batch.map((row) => row.visitor),
      batch.map((row) => row.path),
      batch.map((row) => row.referrerHost),
      batch.map((row) => row.utmSource),
      batch.map((row) => row.utmMedium),
      batch.map((row) => row.utmCampaign),
    ]);
  }
}

const queues = new WeakMap<Database, ViewQueue>();

/** The process's queue for this database. */
export function viewQueueFor(db: Database, logger: Logger): ViewQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new ViewQueue(db, logger);
    queues.set(db, queue);
  }
  return queue;
}

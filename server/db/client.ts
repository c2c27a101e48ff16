import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "../logger.ts";
import * as schema from "./schema.ts";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** A pooled connection. Idle-client errors (server restart) are logged, never crash the process. */
export function connectDatabase(connectionString: string, logger: Logger, max = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: "agency-site",
  });
  pool.on("error", (error) => logger.error("database connection error", { error: error.message }));
  const db = drizzle(pool, { schema }) as Database;
  let closed: Promise<void> | undefined;
  return {
    db,
    pool,
    close: () => {
      closed ??= pool.end();
      return closed;
    },
  };
}

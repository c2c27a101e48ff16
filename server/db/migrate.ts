import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

/** Arbitrary constant: the advisory-lock key that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 727_001;

export function defaultMigrationsFolder(): string {
  // Beside this module in the source tree (server/db/migrations) and in the
  // bundled server (build/app-server/migrations, copied there by the build).
  return path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
}

/**
 * Applies the pending migrations once, even when several instances start at
 * the same moment: each takes a session-level advisory lock first, so the
 * second waits and then finds nothing left to do.
 */
export async function runMigrations(pool: pg.Pool, migrationsFolder = defaultMigrationsFolder()) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

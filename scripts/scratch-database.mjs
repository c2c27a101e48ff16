// A throwaway database on a PostgreSQL server, for the benchmarks and the
// process-level tests that must never write into a database holding data.
// Plain JavaScript so `node scripts/bench.mjs` runs it without a build step;
// the types are in scratch-database.d.mts.
import pg from "pg";

/** Creates the empty database `name` on the server of `serverUrl` (any database of it). */
export async function createScratchDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Drops it, connections and all. */
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${dropper.escapeIdentifier(name)} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

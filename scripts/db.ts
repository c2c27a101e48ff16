/**
 * `npm run db:backup [file]` and `npm run db:restore <file>` (docs/product/operations.md § Backups);
 * run through scripts/db.mjs. See server/db/backup.ts for the two formats.
 *
 * - DATABASE_URL set: pg_dump / pg_restore against that server.
 * - Embedded database (DATA_DIR): a backup connects to the embedded server of
 *   the running site (its port is in postmaster.pid, its password in
 *   credentials.json) or, when the site is stopped, starts it for the copy.
 *   A restore needs the site stopped and a DATA_DIR whose database is empty.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../server/config.ts";
import {
  BackupError,
  dumpWithPgDump,
  isPgDumpArchive,
  restoreLogicalBackup,
  restoreWithPgRestore,
  writeLogicalBackup,
} from "../server/db/backup.ts";
import { EmbeddedPostgresError, startEmbeddedPostgres } from "../server/db/embedded-postgres.ts";

const [command, fileArgument] = process.argv.slice(2);
const migrationsFolder = process.env.BACKUP_MIGRATIONS;

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The running site's embedded server, if the site holds DATA_DIR/app.lock. */
function runningEmbeddedUrl(dataDir: string): string | undefined {
  const lock = path.join(dataDir, "app.lock");
  if (!fs.existsSync(lock)) return undefined;
  const holder = Number(fs.readFileSync(lock, "utf8").trim());
  if (!Number.isInteger(holder) || holder <= 0 || !isAlive(holder)) return undefined;
  const postmaster = fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n");
  const port = Number(postmaster[3]);
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, "credentials.json"), "utf8")) as {
    password: string;
  };
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/agency`;
}

async function withEmbedded<T>(dataDir: string, allowRunning: boolean, work: (url: string) => Promise<T>) {
  const running = runningEmbeddedUrl(dataDir);
  if (running) {
    if (!allowRunning) {
      throw new BackupError(`The site is running on ${dataDir}: stop it before a restore.`);
    }
    return work(running);
  }
  const embedded = await startEmbeddedPostgres({ dataDir, log: (line) => console.error(line) });
  try {
    return await work(embedded.connectionString);
  } finally {
    await embedded.stop();
  }
}

function rowCount(summary: { tables: Record<string, number> }) {
  const total = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  return `${total} rows in ${Object.keys(summary.tables).length} tables`;
}

async function main() {
  const config = loadConfig();
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.resolve(fileArgument ?? `backups/agency-${stamp}.${config.DATABASE_URL ? "dump" : "backup.gz"}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (config.DATABASE_URL) {
      dumpWithPgDump(config.DATABASE_URL, file);
      console.log(`Backup written (pg_dump custom format): ${file}`);
    } else {
      const summary = await withEmbedded(config.dataDir, true, (url) => writeLogicalBackup(url, file));
      console.log(`Backup written (${rowCount(summary)}, consistent snapshot): ${file}`);
    }
  } else if (command === "restore") {
    if (!fileArgument) throw new BackupError("Usage: npm run db:restore <backup file>");
    const file = path.resolve(fileArgument);
    if (!fs.existsSync(file)) throw new BackupError(`No such file: ${file}`);
    if (config.DATABASE_URL) {
      if (!isPgDumpArchive(file)) {
        // A logical backup of the embedded database can go into a PostgreSQL server too.
        const summary = await restoreLogicalBackup(config.DATABASE_URL, file, migrationsFolder);
        console.log(`Restored ${rowCount(summary)} into DATABASE_URL.`);
      } else {
        await restoreWithPgRestore(config.DATABASE_URL, file);
        console.log("Restored the pg_dump archive into DATABASE_URL.");
      }
    } else {
      if (isPgDumpArchive(file)) {
        throw new BackupError("This is a pg_dump archive: restore it into a PostgreSQL server with DATABASE_URL set.");
      }
      const summary = await withEmbedded(config.dataDir, false, (url) =>
        restoreLogicalBackup(url, file, migrationsFolder),
      );
      console.log(`Restored ${rowCount(summary)} into the embedded database in ${config.dataDir}.`);
    }
  } else {
    throw new BackupError("Usage: npm run db:backup [file]  |  npm run db:restore <file>");
  }
}

main().catch((error) => {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof EmbeddedPostgresError;
  console.error(known ? error.message : error);
  process.exit(1);
});

/**
 * Backups (docs/product/operations.md § Backups), two kinds:
 *
 * - PostgreSQL server (DATABASE_URL): pg_dump's custom format, restored with
 *   pg_restore. The standard tools, readable by any PostgreSQL operator.
 * - Embedded database: the app's tables read row by row inside one
 *   REPEATABLE READ, READ ONLY transaction — a consistent snapshot taken while
 *   the site keeps serving — written as gzipped JSON lines. pg_dump is not an
 *   option there: the embedded server is PostgreSQL 18 and the machine's
 *   pg_dump may be older (it refuses newer servers), and the npm package ships
 *   no pg_dump. Restore migrates the empty target to this code's schema, then
 *   loads the rows in foreign-key order and moves the id sequences past them.
 *
 * Both restore only into an empty database, so a restore never mixes rows.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { runMigrations } from "./migrate.ts";

export const LOGICAL_FORMAT = "agency-site-logical-backup";
const BATCH_ROWS = 500;

export class BackupError extends Error {}

// ------------------------------------------------------------ pg_dump tools

/** pg_dump / pg_restore: PG_BIN, then the newest /usr/lib/postgresql/<n>/bin, /usr/local/bin, PATH. */
export function findPgTool(name: "pg_dump" | "pg_restore"): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(path.join(process.env.PG_BIN, name));
  const debian = "/usr/lib/postgresql";
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(path.join(debian, version, "bin", name));
  }
  candidates.push(path.join("/usr/local/bin", name));
  for (const folder of (process.env.PATH ?? "").split(path.delimiter)) {
    if (folder) candidates.push(path.join(folder, name));
  }
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new BackupError(
      `${name} was not found: install the PostgreSQL client tools (e.g. apt-get install postgresql-client) or set PG_BIN.`,
    );
  }
  return found;
}

function runTool(tool: string, args: string[]) {
  const result = spawnSync(tool, args, { encoding: "utf8" });
  if (result.status !== 0) {
    const detail = `${result.stderr ?? ""}${result.error?.message ?? ""}`.trim().split("\n").slice(-3).join(" ");
    throw new BackupError(`${path.basename(tool)} failed: ${detail}`);
  }
}

/** pg_dump --format=custom of the whole database: schema, data and the migration bookkeeping. */
export function dumpWithPgDump(connectionString: string, file: string): void {
  runTool(findPgTool("pg_dump"), [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--file=${file}`,
    `--dbname=${connectionString}`,
  ]);
}

export async function restoreWithPgRestore(connectionString: string, file: string): Promise<void> {
  await assertNoTables(connectionString);
  runTool(findPgTool("pg_restore"), [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${connectionString}`,
    file,
  ]);
}

/** True for a pg_dump custom-format archive (it starts with "PGDMP"). */
export function isPgDumpArchive(file: string): boolean {
  const handle = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(5);
    fs.readSync(handle, head, 0, 5, 0);
    return head.toString("latin1") === "PGDMP";
  } finally {
    fs.closeSync(handle);
  }
}

// ------------------------------------------------------------ logical copy

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: "agency-site-backup" });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function appTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  return rows.map((row) => row.name);
}

async function appliedMigrations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: string }>(
    "select case when to_regclass('drizzle.__drizzle_migrations') is null then 0 else (select count(*) from drizzle.__drizzle_migrations) end as count",
  );
  return Number(rows[0]?.count ?? 0);
}

async function assertNoTables(connectionString: string) {
  await withClient(connectionString, async (client) => {
    const tables = await appTables(client);
    if (tables.length > 0) {
      throw new BackupError(
        `The target database is not empty (it has ${tables.length} tables): restore into a new, empty database.`,
      );
    }
  });
}

export interface BackupSummary {
  tables: Record<string, number>;
}

/** A consistent snapshot of every app table, as gzipped JSON lines. */
export async function writeLogicalBackup(connectionString: string, file: string): Promise<BackupSummary> {
  return withClient(connectionString, async (client) => {
    await client.query("begin isolation level repeatable read read only");
    try {
      // Parents before children, so a restore can insert the file in order.
      const tables = await foreignKeyOrder(client, await appTables(client));
      const counts: Record<string, number> = {};
      const migrations = await appliedMigrations(client);
      async function* lines() {
        yield `${JSON.stringify({ format: LOGICAL_FORMAT, version: 1, createdAt: new Date().toISOString(), migrations, tables })}\n`;
        for (const table of tables) {
          const name = client.escapeIdentifier(table);
          counts[table] = 0;
          await client.query(
            `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from public.${name} t`,
          );
          for (;;) {
            const { rows } = await client.query<{ row: string }>(`fetch ${BATCH_ROWS} from backup_rows`);
            if (rows.length === 0) break;
            counts[table] += rows.length;
            yield `{"table":${JSON.stringify(table)},"rows":[${rows.map((row) => row.row).join(",")}]}\n`;
          }
          await client.query("close backup_rows");
        }
      }
      const temporary = `${file}.partial`;
      await pipeline(lines, createGzip(), fs.createWriteStream(temporary, { mode: 0o600 }));
      fs.renameSync(temporary, file); // never leave a half-written file under the final name
      await client.query("commit");
      return { tables: counts };
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    }
  });
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function foreignKeyOrder(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public'`);
  const unquote = (name: string) => name.replace(/^public\./, "").replace(/^"|"$/g, "");
  const parents = new Map<string, Set<string>>();
  for (const row of rows) {
    const child = unquote(row.child);
    const parent = unquote(row.parent);
    if (child === parent) continue;
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) if (tables.includes(parent)) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/**
 * Loads a logical backup into an empty database: migrates it to this code's
 * schema first, refuses a backup taken by a newer version of the site.
 */
export async function restoreLogicalBackup(
  connectionString: string,
  file: string,
  migrationsFolder?: string,
): Promise<BackupSummary> {
  const input = readline.createInterface({
    input: fs.createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  const lines = input[Symbol.asyncIterator]();
  const first = await lines.next();
  let header: { format?: string; migrations?: number; tables?: string[] } = {};
  try {
    header = JSON.parse(first.done ? "{}" : first.value);
  } catch {
    // reported below
  }
  if (header.format !== LOGICAL_FORMAT) throw new BackupError(`${file} is not a backup of this site.`);

  try {
    await withClient(connectionString, async (client) => {
      for (const table of await appTables(client)) {
        const { rows } = await client.query(`select 1 from public.${client.escapeIdentifier(table)} limit 1`);
        if (rows.length > 0) {
          throw new BackupError(
            `The target database is not empty (${table} has rows): restore into an empty database.`,
          );
        }
      }
    });
    const pool = new pg.Pool({ connectionString, max: 1 });
    pool.on("error", () => {});
    try {
      await runMigrations(pool, migrationsFolder);
    } finally {
      await pool.end();
    }
    return await withClient(connectionString, async (client) => {
      const migrations = await appliedMigrations(client);
      if ((header.migrations ?? 0) > migrations) {
        throw new BackupError(
          `The backup comes from a newer version of the site (${header.migrations} migrations, this one has ${migrations}): restore it with that version.`,
        );
      }
      const existing = await appTables(client);
      const missing = (header.tables ?? []).filter((table) => !existing.includes(table));
      if (missing.length > 0) throw new BackupError(`The backup has tables this version lacks: ${missing.join(", ")}`);

      const counts: Record<string, number> = {};
      await client.query("begin");
      try {
        // The backup lists parents before children, so rows go in as they come.
        for (let next = await lines.next(); !next.done; next = await lines.next()) {
          if (!next.value.trim()) continue;
          const { table, rows } = JSON.parse(next.value) as { table: string; rows: unknown[] };
          if (!existing.includes(table)) throw new BackupError(`The backup has rows for an unknown table: ${table}`);
          const name = `public.${client.escapeIdentifier(table)}`;
          const result = await client.query(
            `insert into ${name} overriding system value select * from json_populate_recordset(null::${name}, $1::json)`,
            [JSON.stringify(rows)],
          );
          counts[table] = (counts[table] ?? 0) + (result.rowCount ?? 0);
        }
        // Identity and serial sequences continue after the restored ids.
        const { rows: sequences } = await client.query<{ table: string; column: string; sequence: string }>(`
          select table_name as table, column_name as column,
                 pg_get_serial_sequence(format('public.%I', table_name), column_name) as sequence
            from information_schema.columns
           where table_schema = 'public'
             and pg_get_serial_sequence(format('public.%I', table_name), column_name) is not null`);
        for (const { table, column, sequence } of sequences) {
          await client.query(
            `select setval($1, coalesce((select max(${client.escapeIdentifier(column)}) from public.${client.escapeIdentifier(table)}), 0) + 1, false)`,
            [sequence],
          );
        }
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      }
      return { tables: counts };
    });
  } finally {
    input.close();
  }
}

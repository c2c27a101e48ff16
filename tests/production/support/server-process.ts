/**
 * The real server as a child process, for the crash-safety and multi-instance
 * tests: the production bundle (BUILD_DIR/app-server/main.js), exactly what
 * `npm start` runs. `npm test` builds before it runs Vitest; run `npm run build`
 * (or set BUILD_DIR to your own build) before running these files alone.
 * The bundle — not `tsx server/main.ts` — because main.ts needs the build for
 * its page renderer anyway, starts faster without a transpiler, and is the
 * artefact a deployment runs.
 */

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { TEST_FORM_TOKEN_SECRET } from "#tests/support/form-token";
import { createScratchDatabase } from "../../../scripts/scratch-database.mjs";

export const root = path.resolve(import.meta.dirname, "../../..");
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
export const serverEntry = path.join(buildDir, "app-server", "main.js");
export const ADMIN_PASSWORD = "resilience-admin-password-1";

export function assertBuilt() {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No production build at ${serverEntry}: run \`npm run build\` first (npm test does).`);
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): { stdout: string; stderr: string };
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Starts the server and resolves once it listens ("Site ready at …"). */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  assertBuilt();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ADMIN_PASSWORD,
      // The bodies of ./payloads.ts carry tokens signed with it.
      FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
      // Never inherit the developer's database or mail server.
      DATABASE_URL: "",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + timeoutMs;
  const ready = () => /Site ready at (http:\/\/[\d.]+:(\d+))/.exec(stdout);
  let match = ready();
  while (!match) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start (${child.exitCode ?? child.signalCode}): ${stderr.slice(-1500)}`);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start within ${timeoutMs} ms: ${stdout.slice(-1500)} ${stderr.slice(-800)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
    match = ready();
  }
  const server: ServerProcess = {
    url: match[1] as string,
    port: Number(match[2]),
    child,
    exited,
    output: () => ({ stdout, stderr }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  return server;
}

/** Last resort in afterAll: whatever a failed test left running. */
export async function killAllServers() {
  await Promise.all(
    [...running].map(async (child) => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }),
  );
}

/**
 * A PostgreSQL server URL (database `postgres`): TEST_DATABASE_URL's server
 * when set, else the embedded server Vitest's global setup runs.
 */
export function sharedPostgresServerUrl(): string {
  const template = inject("externalTemplateUrl") ?? inject("embeddedTemplateUrl");
  const url = new URL(template);
  url.pathname = "/postgres";
  return url.toString();
}

/**
 * A fresh, empty (unmigrated) database: the server migrates it itself. Named
 * like the per-file test databases so global teardown removes leftovers.
 */
export async function createEmptyDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const database = await createScratchDatabase(
    serverUrl,
    `agency_test_${process.pid}_${randomBytes(5).toString("hex")}`,
  );
  // A database left behind is removed by global teardown: a failed drop must not fail the test.
  return { url: database.url, drop: () => database.drop().catch(() => {}) };
}

/**
 * A connection string to the embedded database of a running server, read
 * from its DATA_DIR: the password from credentials.json, the port from line 4
 * of postmaster.pid.
 */
export function embeddedDatabaseUrl(dataDir: string, database = "agency"): string {
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, "credentials.json"), "utf8")) as {
    password: string;
  };
  const lines = fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n");
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lines[3]}/${database}`;
}

export function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  if (!fs.existsSync(file)) return undefined;
  return Number(fs.readFileSync(file, "utf8").split("\n")[0]);
}

export function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function query<Row extends Record<string, unknown>>(
  connectionString: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** POSTs JSON; `forwardedFor` stands in for the load balancer's X-Forwarded-For. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, json };
}

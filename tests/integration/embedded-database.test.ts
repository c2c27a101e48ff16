/**
 * The embedded PostgreSQL wrapper under the failures docs/decisions/001-embedded-postgres.md lists: a
 * SIGKILL of our process mid-write (the postgres child is orphaned; the next
 * start must stop it and find every acknowledged row), a second process on the
 * same DATA_DIR (one clear line), and SIGTERM of the real server (it stops its
 * database and leaves no process behind).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const writer = path.join(root, "tests/integration/fixtures/embedded-writer.ts");
const children: ChildProcess[] = [];
const folders: string[] = [];

function tempDataDir() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "agency-crash-"));
  folders.push(folder);
  return folder;
}

function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const waitFor = async (predicate: (out: string) => boolean, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(stdout)) {
      if (Date.now() > deadline)
        throw new Error(`timed out; stdout: ${stdout.slice(-500)} stderr: ${stderr.slice(-500)}`);
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}; stderr: ${stderr.slice(-1000)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { child, exited, waitFor, output: () => ({ stdout, stderr }) };
}

function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  if (!fs.existsSync(file)) return undefined;
  return Number(fs.readFileSync(file, "utf8").split("\n")[0]);
}

function alive(pid: number | undefined) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) {
    const pid = postmasterPid(folder);
    if (alive(pid)) process.kill(pid!, "SIGKILL");
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

describe("embedded PostgreSQL", () => {
  it("keeps every acknowledged row after a SIGKILL mid-write, and the next start recovers the orphaned server", async () => {
    const dataDir = tempDataDir();
    const first = run(process.execPath, ["--import", "tsx", writer, "write"], { DATA_DIR: dataDir });
    await first.waitFor((out) => (out.match(/^ack /gm) ?? []).length >= 300);
    first.child.kill("SIGKILL");
    await first.exited;
    const acknowledged = [...first.output().stdout.matchAll(/^ack (\S+)$/gm)].map((match) => match[1]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);

    // Our process is gone, its postgres child lives on as an orphan.
    const orphan = postmasterPid(dataDir);
    expect(alive(orphan)).toBe(true);

    const second = run(process.execPath, ["--import", "tsx", writer, "read"], { DATA_DIR: dataDir });
    expect(await second.exited).toBe(0);
    const stored = JSON.parse(/^rows (.*)$/m.exec(second.output().stdout)?.[1] ?? "[]") as string[];
    const storedSet = new Set(stored);
    for (const email of acknowledged) expect(storedSet.has(email!)).toBe(true);
    expect(stored.length - acknowledged.length).toBeLessThanOrEqual(1); // at most the one in flight at the kill
    expect(alive(orphan)).toBe(false);
    expect(second.output().stderr).toContain("left running by an earlier process");
  }, 120_000);

  it("refuses a second process on the same DATA_DIR with one clear line", async () => {
    const dataDir = tempDataDir();
    const first = run(process.execPath, ["--import", "tsx", writer, "write"], { DATA_DIR: dataDir });
    await first.waitFor((out) => out.includes("ready"));
    const second = run(process.execPath, ["--import", "tsx", writer, "read"], { DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toMatch(
      /ERROR Another server process \(pid \d+\) is already using the embedded database in /,
    );
    // The first one is unharmed.
    const before = (first.output().stdout.match(/^ack /gm) ?? []).length;
    await first.waitFor((out) => (out.match(/^ack /gm) ?? []).length > before + 10);
  }, 120_000);

  it("npm start's server stops its database on SIGTERM and leaves no process behind", async () => {
    const buildEntry = path.resolve(root, process.env.BUILD_DIR ?? "build", "app-server", "main.js");
    expect(fs.existsSync(buildEntry), "run `npm run build` before this test (npm test does)").toBe(true);
    const dataDir = tempDataDir();
    const server = run("node", ["scripts/start.mjs"], {
      DATA_DIR: dataDir,
      PORT: "0",
      SKIP_BUILD: "1",
      LOG_LEVEL: "info",
      ADMIN_PASSWORD: "crash-test-password-123",
    });
    await server.waitFor((out) => out.includes("Site ready at"));
    const url = /Site ready at (http:\/\/[^\s"]+)/.exec(server.output().stdout)?.[1];
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const databasePid = postmasterPid(dataDir);
    expect(alive(databasePid)).toBe(true);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(alive(databasePid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "app.lock"))).toBe(false);
  }, 120_000);
});

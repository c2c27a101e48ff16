/**
 * The server started against a database it cannot use stops at once with one
 * line on stderr that names DATABASE_URL (password masked) and the cause, and
 * exit code 1 (docs/product/operations.md § Start-up). The source entry point
 * is started: the check runs before the page build is loaded.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: databaseUrl,
      SMTP_URL: "",
      ADMIN_PASSWORD: "unreachable-admin-password",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

/**
 * The embedded test server's URL with another password or database. Always the
 * embedded one: it checks passwords, while a CI server may trust every loopback
 * connection (a wrong password would then connect).
 */
function sharedServerUrl(change: (url: URL) => void): string {
  const url = new URL(inject("embeddedTemplateUrl"));
  change(url);
  return url.toString();
}

describe("start-up without a usable database", () => {
  it("stops with one line naming DATABASE_URL (password masked) and the cause, exit code 1", async () => {
    const port = await closedPort();
    const cases = [
      {
        url: `postgres://agency:Sup3r-s3cret@127.0.0.1:${port}/agency`,
        line: `Cannot reach the database (DATABASE_URL postgres://agency:*****@127.0.0.1:${port}/agency): connection refused`,
        secret: "Sup3r-s3cret",
      },
      {
        url: sharedServerUrl((url) => {
          url.pathname = "/no_such_database_here";
        }),
        line: "database does not exist.",
        secret: undefined,
      },
      {
        url: sharedServerUrl((url) => {
          url.password = "Wr0ng-passw0rd";
        }),
        line: "password authentication failed.",
        secret: "Wr0ng-passw0rd",
      },
    ];
    const results = await Promise.all(cases.map((each) => startServer(each.url)));
    for (const [index, result] of results.entries()) {
      const expected = cases[index];
      expect(result.code, result.stderr).toBe(1);
      const lines = result.stderr.trim().split("\n");
      expect(lines, result.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/^Cannot reach the database \(DATABASE_URL postgres:\/\/[^ ]+\): /);
      expect(lines[0]).toContain(expected?.line);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      if (expected?.secret) expect(result.stdout + result.stderr).not.toContain(expected.secret);
      expect(result.stdout).not.toContain("Site ready");
    }
  }, 120_000);
});

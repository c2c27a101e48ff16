/**
 * Every prerendered page is valid HTML by the W3C Nu Html Checker (vnu-jar,
 * run with the machine's Java). Invalid markup — duplicate ids, a stray
 * element inside a <button>, an unclosed tag — breaks assistive technology
 * and search engines quietly, so it fails the build here. Needs the
 * production build (`npm run build`; BUILD_DIR if built elsewhere).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.resolve(root, process.env.BUILD_DIR ?? "build", "client");
const vnuJar = path.join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

function prerenderedPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .map((file) => path.join(dir, file));
}

describe("prerendered HTML", () => {
  it("passes the Nu Html Checker with no errors", { timeout: 120_000 }, async () => {
    expect(fs.existsSync(clientDir), `no build at ${clientDir}: run npm run build first`).toBe(true);
    const pages = prerenderedPages(clientDir);
    // The landing page, the marketing pages and the client-area pages are prerendered.
    expect(pages.length).toBeGreaterThanOrEqual(15);

    // vnu exits 1 when it reports errors; the JSON report on stderr is what counts.
    const result = await run("java", ["-jar", vnuJar, "--format", "json", "--errors-only", ...pages], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr?: string; code?: unknown }) => {
      if (typeof error.stderr === "string" && error.stderr.startsWith("{")) return { stderr: error.stderr };
      throw error;
    });
    const { messages } = JSON.parse(result.stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error")
      .map(
        (message) =>
          `${path.relative(clientDir, new URL(message.url).pathname)}:${message.lastLine} ${message.message}`,
      );
    expect(errors).toEqual([]);
  });
});

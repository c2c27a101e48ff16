// Runs scripts/bench-admin.ts: bundles it (and the server code it imports)
// with esbuild into a temporary file, then imports it. Usage:
//   node scripts/bench-admin.mjs            (embedded PostgreSQL)
//   DATABASE_URL=postgres://… node scripts/bench-admin.mjs   (also that server)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-build-"));
const outfile = path.join(outDir, "bench-admin.mjs");
await build({
  entryPoints: [path.join(root, "scripts", "bench-admin.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
  // Bundled code resolves packages from the repository's node_modules.
  nodePaths: [path.join(root, "node_modules")],
});
// Packages resolve relative to the bundle; link the repository's node_modules beside it.
fs.symlinkSync(path.join(root, "node_modules"), path.join(outDir, "node_modules"), "dir");
process.env.BENCH_MIGRATIONS = path.join(root, "server", "db", "migrations");
try {
  await import(pathToFileURL(outfile).href);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}

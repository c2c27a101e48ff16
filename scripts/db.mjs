// Runs scripts/db.ts (npm run db:backup / db:restore): bundles it and the
// server code it imports with esbuild into a temporary file, then runs it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-db-tool-"));
const outfile = path.join(outDir, "db.mjs");
await build({
  entryPoints: [path.join(root, "scripts", "db.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
// Packages resolve relative to the bundle; link the repository's node_modules beside it.
fs.symlinkSync(path.join(root, "node_modules"), path.join(outDir, "node_modules"), "dir");
process.env.BACKUP_MIGRATIONS = path.join(root, "server", "db", "migrations");
process.on("exit", () => fs.rmSync(outDir, { recursive: true, force: true }));
await import(pathToFileURL(outfile).href);

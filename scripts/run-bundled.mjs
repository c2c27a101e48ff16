// Runs a TypeScript script that imports server code, with plain node: bundles
// it with esbuild into a temporary folder, links the repository's node_modules
// beside the bundle so its packages resolve, then imports it. The folder is
// removed when the process exits (the script may end the process itself).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/** Bundles and runs scripts/<name>.ts; `env` is set for it first. */
export async function runBundled(name, env = {}) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-${name}-`));
  process.on("exit", () => fs.rmSync(outDir, { recursive: true, force: true }));
  const outfile = path.join(outDir, `${name}.mjs`);
  await build({
    entryPoints: [path.join(root, "scripts", `${name}.ts`)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    logLevel: "warning",
    nodePaths: [path.join(root, "node_modules")],
  });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(outDir, "node_modules"), "dir");
  Object.assign(process.env, env);
  await import(pathToFileURL(outfile).href);
}

/** The SQL migrations folder, which the bundled scripts cannot find next to themselves. */
export const MIGRATIONS_DIR = path.join(root, "server", "db", "migrations");

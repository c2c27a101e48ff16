// Bundles the Node server (server/main.ts) into build/app-server/main.js, copies
// the SQL migrations beside it, and precompresses the client build (.br, .gz)
// so the server sends static files without compressing them per request.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const outDir = path.join(buildDir, "app-server");
fs.rmSync(outDir, { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, "server", "main.ts")],
  outfile: path.join(outDir, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
fs.cpSync(path.join(root, "server", "db", "migrations"), path.join(outDir, "migrations"), { recursive: true });
// The Lighthouse runner is forked as its own process (server/features/audit/lighthouse).
fs.copyFileSync(
  path.join(root, "server", "features", "audit", "lighthouse", "lighthouse-runner.mjs"),
  path.join(outDir, "lighthouse-runner.mjs"),
);

const compressible = /\.(js|mjs|css|html|svg|json|data|txt|xml|webmanifest)$/;
let count = 0;
function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.test(entry.name)) {
      const body = fs.readFileSync(full);
      if (body.length < 512) continue;
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
      count++;
    }
  }
}
walk(path.join(buildDir, "client"));
fs.writeFileSync(
  path.join(buildDir, "build-info.json"),
  JSON.stringify({ builtAt: new Date().toISOString(), commit: gitCommit() }, null, 2),
);
console.log(`server bundled to ${path.relative(root, outDir)}/main.js; ${count} client files precompressed`);

function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

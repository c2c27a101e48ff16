// `npm start`: builds the site when the build is missing or older than the
// sources, then runs the production server in this same process (so signals
// such as SIGTERM reach the server directly).
import "./require-node.mjs";
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";
const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
process.env.BUILD_DIR = buildDir;
const builtMarker = path.join(buildDir, "build-info.json");
const serverEntry = path.join(buildDir, "app-server", "main.js");

function newestSourceTime() {
  let newest = 0;
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const entry of [
    "app",
    "server",
    "common",
    "public",
    "package-lock.json",
    "vite.config.ts",
    "vite.islands.config.ts",
    "react-router.config.ts",
  ]) {
    visit(path.join(root, entry));
  }
  return newest;
}

const needsBuild =
  !fs.existsSync(serverEntry) || !fs.existsSync(builtMarker) || fs.statSync(builtMarker).mtimeMs < newestSourceTime();
if (needsBuild && process.env.SKIP_BUILD !== "1") {
  console.log("Building the site (first start or changed sources)…");
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
await import(pathToFileURL(serverEntry).href);

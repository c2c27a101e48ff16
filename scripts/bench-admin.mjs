// Runs scripts/bench-admin.ts: bundles it (and the server code it imports)
// with esbuild into a temporary file, then imports it. Usage:
//   node scripts/bench-admin.mjs            (embedded PostgreSQL)
//   DATABASE_URL=postgres://… node scripts/bench-admin.mjs   (also that server)
import { MIGRATIONS_DIR, runBundled } from "./run-bundled.mjs";

await runBundled("bench-admin", { BENCH_MIGRATIONS: MIGRATIONS_DIR });

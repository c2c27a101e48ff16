// Runs scripts/db.ts (npm run db:backup / db:restore): bundles it and the
// server code it imports with esbuild into a temporary file, then runs it.
import { MIGRATIONS_DIR, runBundled } from "./run-bundled.mjs";

await runBundled("db", { BACKUP_MIGRATIONS: MIGRATIONS_DIR });

import { createApp } from "../../server/app";
import { type Config, loadConfig } from "../../server/config";
import { silentLogger } from "../../server/logger";
import { createTestDatabase, type DatabaseTarget, type TestDatabase } from "./test-database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The API over a fresh database, called in-process with `app.request()`. */
export async function createTestApp(
  options: { env?: Record<string, string>; target?: DatabaseTarget; now?: () => Date } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.target);
  const config = loadConfig({ NODE_ENV: "test", RATE_LIMIT_FACTOR: "1", ...options.env });
  // A frozen clock by default: the fixed-window rate limits then never straddle a
  // window boundary mid-test (30 s into the current minute, so a burst of requests
  // is counted in one window). Tests about time pass their own clock.
  const frozen = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  const app = createApp({ db: database.db, config, logger: silentLogger, now: options.now ?? (() => frozen) });
  return { app, database, config, close: () => database.drop() };
}

export function jsonRequest(body: unknown, init: RequestInit = {}): RequestInit {
  return {
    method: "POST",
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string> | undefined) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

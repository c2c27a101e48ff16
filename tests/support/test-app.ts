import { createApp } from "#server/app";
import { type Config, loadConfig } from "#server/config";
import type { DatabaseHandle } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { type Logger, silentLogger } from "#server/logger";
import { setFormTokenClock, TEST_FORM_TOKEN_SECRET } from "./form-token";
import { createTestDatabase, type DatabaseTarget, type TestDatabase } from "./test-database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The API over a fresh database, called in-process with `app.request()`. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    target?: DatabaseTarget;
    now?: () => Date;
    logger?: Logger;
    chatMetrics?: AppDeps["chatMetrics"];
    builtPages?: AppDeps["builtPages"];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.target);
  const config = loadConfig({
    NODE_ENV: "test",
    RATE_LIMIT_FACTOR: "1",
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    ...options.env,
  });
  // A frozen clock by default: the fixed-window rate limits then never straddle a
  // window boundary mid-test (30 s into the current minute, so a burst of requests
  // is counted in one window). Tests about time pass their own clock.
  const frozen = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  const now = options.now ?? (() => frozen);
  // A test's second app signs for its own clock until it is closed.
  const clockBefore = setFormTokenClock(now);
  const app = createApp({
    db: database.db,
    config,
    logger: options.logger ?? silentLogger,
    now,
    chatMetrics: options.chatMetrics,
    builtPages: options.builtPages,
  });
  const close = () => {
    setFormTokenClock(clockBefore);
    return database.drop();
  };
  return { app, database, config, close };
}

export function jsonRequest(body: unknown, init: RequestInit = {}): RequestInit {
  return {
    method: "POST",
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string> | undefined) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/**
 * An app over an existing connection pool, for tests that run several apps on
 * one database (as separate server processes would). Rate limits and the places one visitor may hold are
 * raised: every request of a burst comes from the one test address.
 */
export function appOverPool(handle: DatabaseHandle, now: Date): TestApp["app"] {
  const config = loadConfig({
    NODE_ENV: "test",
    RATE_LIMIT_FACTOR: "100",
    HELD_BOOKINGS_PER_VISITOR: "1000",
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
  });
  setFormTokenClock(() => now);
  return createApp({ db: handle.db, config, logger: silentLogger, now: () => now });
}

/** `count` POSTs of `bodyOf(i)` to `path` sent at once, taking turns over `apps`; their statuses in order. */
export async function postAtOnce(
  apps: ReadonlyArray<TestApp["app"]>,
  path: string,
  count: number,
  bodyOf: (index: number) => unknown,
): Promise<number[]> {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, index) => apps[index % apps.length]!.request(path, jsonRequest(bodyOf(index)))),
  );
  return responses.map((response) => response.status);
}

import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { ChatMetrics } from "./features/chat/chat-metrics.ts";
import type { Logger } from "./logger.ts";

/**
 * What the API is built from. It lives apart from app.ts so that feature
 * modules can name it without importing the module that mounts them.
 */
export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** Where chat replies came from, for /metrics (main.ts passes one; tests may). */
  chatMetrics?: ChatMetrics;
  /** The routes of the build's prerendered pages (main.ts): the analytics count views of these. */
  builtPages?: ReadonlySet<string>;
}

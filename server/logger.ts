/**
 * Structured logs: one JSON object per line on stdout, so any log shipper can
 * read them. Errors carry their detail here and never in an HTTP response.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

// `new Date().toISOString()` was the largest single cost of a request log line
// (docs/performance.md § Fast path for static files and prerendered pages); under load many lines share a millisecond.
let isoMillisecond = Number.NaN;
let isoText = "";
function isoTimeNow(): string {
  const now = Date.now();
  if (now !== isoMillisecond) {
    isoMillisecond = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}

export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (lineLevel: Exclude<LogLevel, "silent">, message: string, fields?: Fields) => {
    if (order[lineLevel] < order[level]) return;
    write(JSON.stringify({ time: isoTimeNow(), level: lineLevel, msg: message, ...fields }));
  };
  return {
    debug: (message, fields) => emit("debug", message, fields),
    info: (message, fields) => emit("info", message, fields),
    warn: (message, fields) => emit("warn", message, fields),
    error: (message, fields) => emit("error", message, fields),
  };
}

export const silentLogger: Logger = createLogger("silent");

/**
 * The one line the server prints when it cannot reach its database at start
 * (docs/product/operations.md § Start-up): which database (DATABASE_URL with
 * its password masked, or the embedded server's data folder) and why, in
 * words an operator can act on, never a stack trace or a secret.
 */

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string };

const MASK = "*****";

/** The URL as it may be printed: the password (in the authority or a `password` parameter) masked. */
export function maskDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = MASK;
    for (const key of [...url.searchParams.keys()]) {
      if (/pass/i.test(key)) url.searchParams.set(key, MASK);
    }
    return url.toString();
  } catch {
    // Not a URL (a keyword=value string): mask any password=… and anything between "//user:" and "@".
    return databaseUrl
      .replace(/(password\s*=\s*)('[^']*'|\S+)/gi, `$1${MASK}`)
      .replace(/(\/\/[^:/@\s]*:)[^@\s]*@/, `$1${MASK}@`);
  }
}

function passwordOf(databaseUrl: string): string | undefined {
  try {
    const password = decodeURIComponent(new URL(databaseUrl).password);
    return password.length >= 3 ? password : undefined;
  } catch {
    return undefined;
  }
}

interface PgLikeError {
  code?: string;
  message?: string;
  errors?: PgLikeError[];
  cause?: unknown;
}

/** The first error code found on the error, its aggregated errors (IPv4 and IPv6 both refused) or its cause. */
function codeOf(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== "object" || depth > 3) return undefined;
  const candidate = error as PgLikeError;
  if (typeof candidate.code === "string") return candidate.code;
  for (const inner of candidate.errors ?? []) {
    const code = codeOf(inner, depth + 1);
    if (code) return code;
  }
  return codeOf(candidate.cause, depth + 1);
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused (is PostgreSQL running and listening on that host and port?)",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ECONNRESET: "the connection was reset by the server",
  EACCES: "permission denied",
  ENOENT: "no such socket",
  "28P01": "password authentication failed",
  "28000": "the server refused this user (check pg_hba.conf and the user name)",
  "3D000": "database does not exist",
  "57P03": "the database server is starting up or shutting down",
  "53300": "too many connections",
};

/** Why the connection failed, in a few words; one line, whatever the driver's message held. */
export function databaseFailureReason(error: unknown): string {
  const code = codeOf(error);
  if (code && REASONS[code]) return REASONS[code];
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(message)) return "connection timed out";
  const firstLine = message.split("\n")[0]?.trim() || "unknown error";
  return code ? `${firstLine} (${code})` : firstLine;
}

export function databaseUnreachableMessage(error: unknown, target: DatabaseTarget): string {
  const where =
    "databaseUrl" in target
      ? `DATABASE_URL ${maskDatabaseUrl(target.databaseUrl)}`
      : `the embedded database in ${target.dataDir}`;
  // A driver message may quote the URL it was given: mask it there too.
  let reason = databaseFailureReason(error);
  if ("databaseUrl" in target && target.databaseUrl) {
    reason = reason.split(target.databaseUrl).join(maskDatabaseUrl(target.databaseUrl));
    const password = passwordOf(target.databaseUrl);
    if (password) reason = reason.split(password).join(MASK);
  }
  return `Cannot reach the database (${where}): ${reason}.`;
}

/**
 * The outbox worker: hands the mail queued by requests (./outbox.ts) to the
 * SMTP server, in the background (docs/product/operations.md § Email outbox).
 *
 * - Claiming: `SELECT … FOR UPDATE SKIP LOCKED` inside an UPDATE that moves
 *   the message's next attempt past a lease, so several server processes
 *   never pick the same message, and a process that dies mid-send only
 *   delays the message until the lease ends (at-least-once delivery).
 * - Failures: exponential back-off, 30 s, 1, 2, 4, 8 … minutes (capped at an
 *   hour); after MAX_ATTEMPTS the message is marked `failed` and kept for the
 *   admin. A failure is logged, never thrown at a request or the process.
 * - Without SMTP_URL nothing is sent: messages stay `pending` and the log
 *   says so once at start.
 */
import { sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { EmailMetrics } from "./email-metrics.ts";
import { createSmtpMailer, defaultMailFrom, type Mailer } from "./mailer.ts";
import type { EmailAttachment } from "./outbox.ts";

/** A token in a link ("#token=…", "?token=…"): 16 or more characters of base64url. */
const SENT_TOKEN_PATTERN = "([#?&]token=)[A-Za-z0-9_-]{16,}";
const SENT_TOKEN_REPLACEMENT = "\\1redacted-after-sending";

export const MAX_ATTEMPTS = 10;
export const DEFAULT_POLL_INTERVAL_MS = 5_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** How long a claimed message is hidden from other workers while it is being sent. */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;

/** Delay before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min, 4 min … */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxWorker {
  /** Starts polling every pollIntervalMs (no-op without a mailer). */
  start(): void;
  /** Sends every due message once; resolves when done (tests call it directly). */
  drainOnce(): Promise<DrainResult>;
  /** Stops polling and waits for the send in progress; closes the mailer. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Database;
  logger: Logger;
  /** null: no mail server configured; messages stay pending. */
  mailer: Mailer | null;
  pollIntervalMs?: number;
  now?: () => Date;
  /** Counts sent and given-up messages by kind, for /metrics (docs/product/operations.md § Metrics). */
  metrics?: EmailMetrics;
}

interface ClaimedRow extends Record<string, unknown> {
  id: number;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: EmailAttachment[] | null;
  headers: Record<string, string> | null;
  attempts: number;
}

async function claimDue(db: Database, now: Date): Promise<ClaimedRow[]> {
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  const result = await db.execute<ClaimedRow>(sql`
    update email_outbox
       set attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
     where id in (
       select id from email_outbox
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at, id
        limit ${BATCH_SIZE}
        for update skip locked
     )
    returning id, kind, to_address, reply_to, subject, text_body, html_body, attachments, headers, attempts`);
  return result.rows;
}

/** The worker without its timer: one pass over the due messages. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, logger, mailer, metrics } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<DrainResult> | undefined;
  let stopped = false;

  async function deliver(row: ClaimedRow, result: DrainResult) {
    if (!mailer) return;
    try {
      await mailer.send({
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments: row.attachments,
        headers: row.headers,
      });
      // Once sent, a one-time link's token is no longer kept in clear (docs/product/operations.md § Email outbox):
      // the outbox, the personal-data export and every backup then hold no live secret.
      await db.execute(sql`
        update email_outbox set status = 'sent', sent_at = ${now().toISOString()}::timestamptz, last_error = null,
               text_body = regexp_replace(text_body, ${SENT_TOKEN_PATTERN}, ${SENT_TOKEN_REPLACEMENT}, 'g'),
               html_body = regexp_replace(html_body, ${SENT_TOKEN_PATTERN}, ${SENT_TOKEN_REPLACEMENT}, 'g')
         where id = ${row.id}`);
      result.sent++;
      metrics?.sent(row.kind);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      const next = new Date(now().getTime() + retryDelayMs(row.attempts));
      await db
        .execute(sql`
          update email_outbox
             set status = ${giveUp ? "failed" : "pending"}, last_error = ${message.slice(0, 2000)},
                 next_attempt_at = ${next.toISOString()}::timestamptz
           where id = ${row.id}`)
        .catch((updateError: Error) =>
          logger.error("outbox: could not record a failed send", { id: row.id, error: updateError.message }),
        );
      if (giveUp) {
        result.failed++;
        metrics?.failed(row.kind);
        logger.error("outbox: giving up on a message", { id: row.id, attempts: row.attempts, error: message });
      } else {
        result.retried++;
        metrics?.retried(row.kind);
        logger.warn("outbox: send failed, will retry", { id: row.id, attempts: row.attempts, error: message });
      }
    }
  }

  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    if (!mailer) return result;
    for (;;) {
      const rows = await claimDue(db, now());
      for (const row of rows) await deliver(row, result);
      if (rows.length < BATCH_SIZE || stopped) return result;
    }
  }

  function drainOnce(): Promise<DrainResult> {
    // One pass at a time per process; a second caller waits for the same pass.
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped || !mailer) return;
    timer = setTimeout(async () => {
      try {
        await drainOnce();
      } catch (error) {
        logger.error("outbox: pass failed", { error: error instanceof Error ? error.message : String(error) });
      }
      schedule();
    }, pollIntervalMs);
    timer.unref?.();
  }

  return {
    start: schedule,
    drainOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
      mailer?.close();
    },
  };
}

/** Starts the background loop (server/main.ts: after migrations; stop before the database closes). */
export function startOutboxWorker(options: {
  db: Database;
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM">;
  logger: Logger;
  pollIntervalMs?: number;
  mailer?: Mailer | null;
  metrics?: EmailMetrics;
}): OutboxWorker {
  const mailer =
    options.mailer !== undefined
      ? options.mailer
      : options.config.SMTP_URL
        ? createSmtpMailer(options.config.SMTP_URL, options.config.MAIL_FROM ?? defaultMailFrom())
        : null;
  if (!mailer) {
    options.logger.warn("SMTP_URL is not set: emails stay in the outbox (email_outbox) and are not sent");
  }
  const worker = createOutboxWorker({
    db: options.db,
    logger: options.logger,
    mailer,
    pollIntervalMs: options.pollIntervalMs,
    metrics: options.metrics,
  });
  worker.start();
  return worker;
}

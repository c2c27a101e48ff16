import { lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { chatConversations } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";

/**
 * The privacy policy keeps chat conversations up to 12 months
 * (common/content/legal.ts, "How long we keep it"): a conversation untouched for
 * longer is deleted. Leads the chat captured are inquiries, stored apart in
 * contact_submissions, and are not touched here.
 */
export const CHAT_RETENTION_MONTHS = 12;
const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Deletes conversations last updated more than CHAT_RETENTION_MONTHS before `now`; returns how many. */
export async function deleteExpiredConversations(db: Database, now: Date): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${CHAT_RETENTION_MONTHS})`;
  const deleted = await db
    .delete(chatConversations)
    .where(lt(chatConversations.updatedAt, cutoff))
    .returning({ id: chatConversations.id });
  return deleted.length;
}

/** Sweeps at start and once a day; a failed sweep is logged and tried again the next day. */
export function startChatRetention(deps: { db: Database; logger: Logger }): { stop(): void } {
  const sweep = () =>
    deleteExpiredConversations(deps.db, new Date()).then(
      (count) => {
        if (count > 0) deps.logger.info("deleted expired chat conversations", { count });
      },
      (error: Error) => deps.logger.warn("chat retention sweep failed", { error: error.message }),
    );
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

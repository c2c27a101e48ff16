/**
 * Marking a lead as spam and taking the mark back (docs/product/admin-console.md § Spam;
 * docs/decisions/029-spam-is-a-mark.md).
 * A lead marked as spam leaves the stats, the lists and the exports unless they ask for it
 * (?spam=only, ?spam=include); a reservation or consultation marked as spam also frees its place:
 * it is cancelled as a status change would cancel it, in the same transaction, with no mail to the
 * sender. "Not spam" clears the mark and leaves the status as it is.
 */
import { eq } from "drizzle-orm";
import type { SpamKind, SpamResult } from "#common/admin/lead-page.ts";
import type { Database } from "#server/db/client.ts";
import { leadEvents } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Transaction } from "#server/mail/outbox.ts";
import { type Actor, LEAD_NOT_FOUND, leadSpec } from "./lead.ts";
import { STATUS_TARGETS } from "./lists.ts";
import { applyStatusChange } from "./service.ts";

/** Leads that hold a place (a half-month slot, a consultation time) until they are cancelled. */
const FREES_PLACE_WHEN_SPAM: ReadonlySet<SpamKind> = new Set(["reservation", "consultation"]);
const CANCELLED = "cancelled";

async function lockLead(tx: Transaction, kind: SpamKind, id: number) {
  const spec = leadSpec(kind);
  const target = STATUS_TARGETS[kind];
  if (!spec.spamAt) throw new Error(`The ${kind} list has no spam_at`);
  const [row] = (await tx
    .select({ spamAt: spec.spamAt, status: target.status })
    .from(spec.table)
    .where(eq(spec.id, id))
    .for("update")) as Array<{ spamAt: Date | null; status: string }>;
  if (!row) throw new HttpError(404, LEAD_NOT_FOUND);
  return { row, spec };
}

/** Marks the lead as spam; marking it again changes nothing and records nothing. */
export async function markSpam(db: Database, kind: SpamKind, id: number, actor: Actor, now: Date): Promise<SpamResult> {
  return db.transaction(async (tx) => {
    const { row, spec } = await lockLead(tx, kind, id);
    if (row.spamAt) return { kind, id, spamAt: row.spamAt.toISOString(), status: row.status };
    await tx
      .update(spec.table)
      .set({ spamAt: now } as never)
      .where(eq(spec.id, id));
    await tx.insert(leadEvents).values({
      leadKind: kind,
      leadId: id,
      kind: "spam",
      body: "Marked as spam",
      actorId: actor.adminId,
      actorName: actor.username,
      createdAt: now,
    });
    let status = row.status;
    if (FREES_PLACE_WHEN_SPAM.has(kind) && status !== CANCELLED) {
      status = (await applyStatusChange(tx, kind, id, CANCELLED, now, actor)).status;
    }
    return { kind, id, spamAt: now.toISOString(), status };
  });
}

/** Takes the spam mark back; the lead's status stays as it is (a cancelled booking stays cancelled). */
export async function clearSpam(
  db: Database,
  kind: SpamKind,
  id: number,
  actor: Actor,
  now: Date,
): Promise<SpamResult> {
  return db.transaction(async (tx) => {
    const { row, spec } = await lockLead(tx, kind, id);
    if (!row.spamAt) return { kind, id, spamAt: null, status: row.status };
    await tx
      .update(spec.table)
      .set({ spamAt: null } as never)
      .where(eq(spec.id, id));
    await tx.insert(leadEvents).values({
      leadKind: kind,
      leadId: id,
      kind: "not-spam",
      body: "Not spam",
      actorId: actor.adminId,
      actorName: actor.username,
      createdAt: now,
    });
    return { kind, id, spamAt: null, status: row.status };
  });
}

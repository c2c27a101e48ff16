/**
 * "Convert to client" (docs/product/admin-console.md § Convert to client): the console opens the
 * new-client form prefilled from a lead; creating the client writes "Converted to client #12" into
 * the lead's timeline (lead_events, kind "converted", with the admin who did it), in the client's
 * own transaction. A lead that does not exist refuses the whole creation (404), so no client is
 * made from a wrong link; pressing Create twice is refused by the client's unique email (409).
 */
import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { LeadKind } from "#common/admin/lead-links.ts";
import {
  clientIntakes,
  consultations,
  contactSubmissions,
  leadEvents,
  moodBoards,
  slotReservations,
} from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Transaction } from "#server/mail/outbox.ts";
import type { SignedInAdmin } from "../admin-auth/sessions.ts";

export interface LeadConversion {
  lead: { kind: LeadKind; id: number };
  actor: Pick<SignedInAdmin, "adminId" | "username">;
}

const LEAD_TABLES: Record<LeadKind, { table: PgTable; id: AnyPgColumn }> = {
  submission: { table: contactSubmissions, id: contactSubmissions.id },
  reservation: { table: slotReservations, id: slotReservations.id },
  consultation: { table: consultations, id: consultations.id },
  intake: { table: clientIntakes, id: clientIntakes.id },
  "mood-board": { table: moodBoards, id: moodBoards.id },
};

export async function recordConversion(
  tx: Transaction,
  { lead, actor }: LeadConversion,
  clientId: number,
  now: Date,
): Promise<void> {
  const target = LEAD_TABLES[lead.kind];
  const [found] = await tx.select({ id: target.id }).from(target.table).where(eq(target.id, lead.id)).limit(1);
  if (!found) throw new HttpError(404, `No ${lead.kind} with id ${lead.id}`);
  await tx.insert(leadEvents).values({
    leadKind: lead.kind,
    leadId: lead.id,
    kind: "converted",
    body: `Converted to client #${clientId}`,
    actorId: actor.adminId,
    actorName: actor.username,
    createdAt: now,
  });
}

/**
 * One lead in the console (docs/product/admin-console.md § Lead page): the lead as its list shows
 * it, its spam mark and its timeline; notes the admins write on it.
 */
import { eq } from "drizzle-orm";
import { LEAD_KINDS, type LeadKind } from "#common/admin/lead-links.ts";
import { LEAD_LIST, type LeadDetail, type TimelineEntry } from "#common/admin/lead-page.ts";
import type { Database } from "#server/db/client.ts";
import { leadEvents } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";
import type { SignedInAdmin } from "../admin-auth/sessions.ts";
import { LIST_SPECS, type ListSpec } from "./lists.ts";
import { listRow, parseId } from "./service.ts";
import { leadTimeline } from "./timeline.ts";

export type Actor = Pick<SignedInAdmin, "adminId" | "username">;

export const leadSpec = (kind: LeadKind): ListSpec => LIST_SPECS[LEAD_LIST[kind]];

export const LEAD_NOT_FOUND = "Lead not found";

/** The path's kind and id, or 400. */
export function parseLeadPath(kindText: string, idText: string): { kind: LeadKind; id: number } {
  if (!(LEAD_KINDS as readonly string[]).includes(kindText)) {
    throw new HttpError(400, `Unknown lead kind "${kindText}". Allowed: ${LEAD_KINDS.join(", ")}`);
  }
  return { kind: kindText as LeadKind, id: parseId(idText) };
}

export async function getLead(db: Database, kind: LeadKind, id: number): Promise<LeadDetail> {
  const [lead, timeline] = await Promise.all([listRow(db, leadSpec(kind), id), leadTimeline(db, kind, id)]);
  if (!lead) throw new HttpError(404, LEAD_NOT_FOUND);
  return { kind, id, spamAt: (lead.spamAt as string | null | undefined) ?? null, lead, timeline };
}

/** 404 unless the lead exists. */
export async function requireLead(db: DatabaseOrTransaction, kind: LeadKind, id: number) {
  const spec = leadSpec(kind);
  const [row] = await db.select({ id: spec.id }).from(spec.table).where(eq(spec.id, id));
  if (!row) throw new HttpError(404, LEAD_NOT_FOUND);
}

/** A note in the lead's timeline, signed with the admin's name (lead_events kind 'note'). */
export async function addNote(
  db: Database,
  kind: LeadKind,
  id: number,
  text: string,
  actor: Actor,
  now: Date,
): Promise<TimelineEntry> {
  await requireLead(db, kind, id);
  const [event] = await db
    .insert(leadEvents)
    .values({
      leadKind: kind,
      leadId: id,
      kind: "note",
      body: text,
      actorId: actor.adminId,
      actorName: actor.username,
      createdAt: now,
    })
    .returning();
  if (!event) throw new Error("The note was not stored");
  return {
    type: "event",
    id: `event-${event.id}`,
    at: event.createdAt.toISOString(),
    actor: event.actorName,
    kind: event.kind,
    body: event.body,
  };
}

/**
 * Who an audit's report is for (docs/product/admin-console.md § Audit card): an audit stores no
 * address, so the console suggests the newest lead that named the same website (a contact or a
 * manual-analysis request, a consultation, an intake), and files the sent report on the lead whose
 * address it went to, else on that lead. Spam is never suggested. Each part is an index lookup
 * (the site-key and lower(email) indexes of server/db/schema.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import type { LeadKind } from "#common/admin/lead-links.ts";
import { siteKey } from "#server/db/schema.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";

export interface AuditLead {
  kind: LeadKind;
  id: number;
  email: string;
  name: string | null;
}

interface LeadRow extends Record<string, unknown> {
  kind: LeadKind;
  id: number;
  email: string;
  name: string | null;
}

/** Where each kind of lead keeps its address, name and website (column names, written here only). */
interface LeadTable {
  kind: LeadKind;
  table: string;
  email: string;
  name: string;
  website?: string;
  /** Whether the console can mark it as spam (spam_at). */
  spam: boolean;
}

const LEAD_TABLES: readonly LeadTable[] = [
  {
    kind: "submission",
    table: "contact_submissions",
    email: "email",
    name: "name",
    website: "website_url",
    spam: true,
  },
  { kind: "reservation", table: "slot_reservations", email: "email", name: "name", spam: true },
  {
    kind: "consultation",
    table: "consultations",
    email: "email",
    name: "name",
    website: "current_website",
    spam: true,
  },
  { kind: "intake", table: "client_intakes", email: "email", name: "contact_name", website: "website", spam: true },
  { kind: "mood-board", table: "mood_boards", email: "client_email", name: "null", spam: false },
];

/** The newest lead, not marked as spam, among each kind's newest that `match` finds (null: not this kind). */
async function newestLead(
  db: DatabaseOrTransaction,
  match: (lead: LeadTable) => SQL | null,
): Promise<AuditLead | null> {
  const newestOfEach = LEAD_TABLES.flatMap((lead) => {
    const condition = match(lead);
    if (!condition) return [];
    const notSpam = lead.spam ? sql` and spam_at is null` : sql``;
    return [
      sql`(select ${lead.kind}::text as kind, id, ${sql.raw(lead.email)} as email, ${sql.raw(lead.name)}::text as name,
          created_at from ${sql.raw(lead.table)} where ${condition}${notSpam} order by created_at desc limit 1)`,
    ];
  });
  const result = await db.execute<LeadRow>(sql`
    select kind, id, email, name from (${sql.join(newestOfEach, sql` union all `)}) as leads
    order by created_at desc
    limit 1`);
  return result.rows[0] ?? null;
}

/** The newest lead, not marked as spam, that gave this website. */
export function leadOfWebsite(db: DatabaseOrTransaction, websiteUrl: string): Promise<AuditLead | null> {
  const key = siteKey(sql`${websiteUrl}::text`);
  return newestLead(db, (lead) => (lead.website ? sql`${siteKey(sql.raw(lead.website))} = ${key}` : null));
}

/** The newest lead, not marked as spam, written from this address. */
export function leadOfEmail(db: DatabaseOrTransaction, email: string): Promise<AuditLead | null> {
  return newestLead(db, (lead) => sql`lower(${sql.raw(lead.email)}) = lower(${email})`);
}

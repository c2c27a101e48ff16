/**
 * Who an audit's report is for (docs/product/admin-console.md § Audit card): an audit stores no
 * address, so the console suggests the newest lead that named the same website (a contact or a
 * manual-analysis request, a consultation, an intake), and files the sent report on the lead whose
 * address it went to, else on that lead. Spam is never suggested. Each part is an index lookup
 * (the site-key and lower(email) indexes of server/db/schema.ts).
 */
import { sql } from "drizzle-orm";
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

/** The newest lead, not marked as spam, that gave this website. */
export async function leadOfWebsite(db: DatabaseOrTransaction, websiteUrl: string): Promise<AuditLead | null> {
  const key = siteKey(sql`${websiteUrl}::text`);
  const result = await db.execute<LeadRow>(sql`
    select kind, id, email, name from (
      (select 'submission' as kind, id, email, name, created_at from contact_submissions
        where ${siteKey(sql.raw("website_url"))} = ${key} and spam_at is null order by created_at desc limit 1)
      union all
      (select 'consultation', id, email, name, created_at from consultations
        where ${siteKey(sql.raw("current_website"))} = ${key} and spam_at is null order by created_at desc limit 1)
      union all
      (select 'intake', id, email, contact_name, created_at from client_intakes
        where ${siteKey(sql.raw("website"))} = ${key} and spam_at is null order by created_at desc limit 1)
    ) as leads
    order by created_at desc
    limit 1`);
  return result.rows[0] ?? null;
}

/** The newest lead, not marked as spam, written from this address. */
export async function leadOfEmail(db: DatabaseOrTransaction, email: string): Promise<AuditLead | null> {
  const result = await db.execute<LeadRow>(sql`
    select kind, id, email, name from (
      (select 'submission' as kind, id, email, name, created_at from contact_submissions
        where lower(email) = lower(${email}) and spam_at is null order by created_at desc limit 1)
      union all
      (select 'reservation', id, email, name, created_at from slot_reservations
        where lower(email) = lower(${email}) and spam_at is null order by created_at desc limit 1)
      union all
      (select 'consultation', id, email, name, created_at from consultations
        where lower(email) = lower(${email}) and spam_at is null order by created_at desc limit 1)
      union all
      (select 'intake', id, email, contact_name, created_at from client_intakes
        where lower(email) = lower(${email}) and spam_at is null order by created_at desc limit 1)
      union all
      (select 'mood-board', id, client_email, null, created_at from mood_boards
        where lower(client_email) = lower(${email}) order by created_at desc limit 1)
    ) as leads
    order by created_at desc
    limit 1`);
  return result.rows[0] ?? null;
}

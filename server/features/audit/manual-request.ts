/**
 * A manual-analysis request: the lead the audit's "request submitted" case
 * asks for. It is stored only with the visitor's email (a lead nobody can
 * answer is no lead), as a high-priority audit request, with its two emails.
 *
 * The same website and email asked again — a second press, another tab, two
 * requests at the same moment — is ONE lead: the INSERT meets the unique
 * index contact_submissions_audit_request_uq and becomes an UPDATE of the
 * first row (PostgreSQL decides under concurrency, across instances). The
 * repeat is counted on the lead, reopens it when it was completed, and sends
 * no second email. One statement, so the lead and its mail commit together.
 */
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { outboxInsertCte, withRowId } from "#server/mail/outbox.ts";
import { agencyInbox, visitorReplyTo } from "#server/mail/reply-to.ts";
import { formSubmissionReason } from "../spam/automated-submission.ts";
import { manualRequestEmails } from "./manual-request-emails.ts";

const UPSERT_MANUAL_REQUEST = {
  name: "audit-manual-request",
  text: `with lead as (
    insert into contact_submissions
      (name, email, package, details, website_url, is_audit_request, priority, source, context, automated_reason)
    values ('Website audit request', $1, 'audit', $2, $3, true, 'high', 'audit',
            jsonb_build_object('requestCount', 1, 'lastRequestedAt', now()), $6)
    on conflict (website_url, email) where source = 'audit' do update set
      context = coalesce(contact_submissions.context, '{}'::jsonb) || jsonb_build_object(
        'requestCount', coalesce((contact_submissions.context ->> 'requestCount')::int, 1) + 1,
        'lastRequestedAt', now()),
      status = case when contact_submissions.status = 'completed' then 'new' else contact_submissions.status end
    returning id, (xmax = 0) as inserted
  ), new_lead as (
    select id from lead where inserted
  ), ${outboxInsertCte("new_lead", "$4", "$5")}
  select id, inserted from lead`,
};

const INVALID_ADDRESS = "Please enter a valid website address, for example yourbusiness.com";

/** One spelling per site, as the audit result names it ("https://Example.com" → "https://example.com/"). */
function canonicalAddress(typed: string): string {
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    throw new HttpError(400, INVALID_ADDRESS, { websiteUrl: INVALID_ADDRESS });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new HttpError(400, INVALID_ADDRESS, { websiteUrl: INVALID_ADDRESS });
  }
  // Percent-encoding can lengthen an address past what the column holds.
  if (url.href.length > 2048)
    throw new HttpError(400, "That address is too long", { websiteUrl: "That address is too long" });
  return url.href;
}

export interface ManualRequestOutcome {
  id: number;
  /** False when the request was merged into an earlier one. */
  created: boolean;
}

export async function requestManualAnalysis(
  deps: { db: Database; config: Config; now: () => Date },
  request: { websiteUrl: string; email: string; formToken?: string },
): Promise<ManualRequestOutcome> {
  const websiteUrl = canonicalAddress(request.websiteUrl);
  const automated = await formSubmissionReason(deps, deps.db, "audit-request", request);
  const emails = withRowId((id) =>
    manualRequestEmails(
      { id, websiteUrl, email: request.email, automatedReason: automated },
      { notifyTo: agencyInbox(deps.config), siteUrl: deps.config.siteUrl, replyTo: visitorReplyTo(deps.config) },
    ),
  );
  const details = `Manual analysis requested from the free website audit, which could not analyse ${websiteUrl} automatically.`;
  const result = await deps.db.$client.query<{ id: number; inserted: boolean }>({
    ...UPSERT_MANUAL_REQUEST,
    values: [request.email, details, websiteUrl, emails.json, emails.rowIdPlaceholder, automated],
  });
  const row = result.rows[0];
  if (!row) throw new Error("manual-analysis request was not stored");
  return { id: row.id, created: row.inserted };
}

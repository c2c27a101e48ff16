/** Storing a client intake with its emails in one statement (docs/decisions/010-client-intake-storage.md). */
import type { ClientIntakePayload } from "#common/forms/client-intake.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { outboxInsertCte, withRowId } from "#server/mail/outbox.ts";
import { agencyInbox, visitorReplyTo } from "#server/mail/reply-to.ts";
import { formSubmissionReason } from "../spam/automated-submission.ts";
import { intakeEmails } from "./emails.ts";

/**
 * The intake and its emails in ONE statement (data-modifying CTEs: one
 * implicit transaction, one durable commit, one round trip: docs/product/operations.md § Performance design),
 * as a named statement parsed once per pooled connection.
 */
const INSERT_INTAKE = {
  name: "client-intake-with-mail",
  text: `with intake as (
    insert into client_intakes
      (contact_name, company_name, email, phone, website, industry, service_type, budget, timeline, goals,
       current_challenges, target_audience, communication_preference, project_description, automated_reason,
       price_list, need, brief_sent_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $17, $18, $19, now())
    returning id
  ), ${outboxInsertCte("intake", "$15", "$16")}
  select id from intake`,
};

export async function submitClientIntake(
  deps: { db: Database; config: Config; now: () => Date },
  intake: ClientIntakePayload,
): Promise<{ id: number }> {
  const automated = await formSubmissionReason(deps, deps.db, "client-intake", intake);
  const emails = withRowId((id) =>
    intakeEmails(id, intake, {
      notifyTo: agencyInbox(deps.config),
      siteUrl: deps.config.siteUrl,
      replyTo: visitorReplyTo(deps.config),
      automatedReason: automated,
    }),
  );
  const result = await deps.db.$client.query<{ id: number }>({
    ...INSERT_INTAKE,
    values: [
      intake.contactName,
      intake.companyName,
      intake.email,
      intake.phone ?? null,
      intake.website ?? null,
      intake.industry,
      intake.serviceType,
      intake.budget,
      intake.timeline,
      intake.goals,
      intake.currentChallenges,
      intake.targetAudience,
      intake.communicationPreference,
      intake.projectDescription,
      emails.json,
      emails.rowIdPlaceholder,
      automated,
      intake.priceList ?? null,
      intake.need ?? null,
    ],
  });
  const row = result.rows[0];
  if (!row) throw new Error("client intake was not stored");
  return { id: row.id };
}

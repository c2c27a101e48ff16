/** Storing a client intake (DECISIONS § Client intake storage) with its emails, in one transaction (one statement). */
import { brand } from "../../../common/brand.ts";
import type { ClientIntakePayload } from "../../../common/forms/client-intake.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { outboxInsertCte, withRowId } from "../../mail/outbox.ts";
import { intakeEmails } from "./emails.ts";

/**
 * The intake and its emails in ONE statement (data-modifying CTEs: one
 * implicit transaction, one durable commit, one round trip; issue 11 §1),
 * as a named statement parsed once per pooled connection.
 */
const INSERT_INTAKE = {
  name: "client-intake-with-mail",
  text: `with intake as (
    insert into client_intakes
      (contact_name, company_name, email, phone, website, industry, service_type, budget, timeline, goals,
       current_challenges, target_audience, communication_preference, project_description)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
    returning id
  ), ${outboxInsertCte("intake", "$15", "$16")}
  select id from intake`,
};

export async function submitClientIntake(
  deps: { db: Database; config: Config },
  intake: ClientIntakePayload,
): Promise<{ id: number }> {
  const emails = withRowId((id) =>
    intakeEmails(id, intake, { notifyTo: deps.config.NOTIFY_EMAIL ?? brand.email, siteUrl: deps.config.siteUrl }),
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
    ],
  });
  const row = result.rows[0];
  if (!row) throw new Error("client intake was not stored");
  return { id: row.id };
}

/** Storing a client intake (DECISIONS § Client intake storage) with its emails, in one transaction. */
import { brand } from "../../../common/brand.ts";
import type { ClientIntakePayload } from "../../../common/forms/client-intake.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { clientIntakes } from "../../db/schema.ts";
import { queueEmails } from "../../mail/outbox.ts";
import { intakeEmails } from "./emails.ts";

export async function submitClientIntake(
  deps: { db: Database; config: Config },
  intake: ClientIntakePayload,
): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientIntakes)
      .values({
        contactName: intake.contactName,
        companyName: intake.companyName,
        email: intake.email,
        phone: intake.phone,
        website: intake.website,
        industry: intake.industry,
        serviceType: intake.serviceType,
        budget: intake.budget,
        timeline: intake.timeline,
        goals: intake.goals,
        currentChallenges: intake.currentChallenges,
        targetAudience: intake.targetAudience,
        communicationPreference: intake.communicationPreference,
        projectDescription: intake.projectDescription,
      })
      .returning({ id: clientIntakes.id });
    if (!row) throw new Error("client intake was not stored");
    await queueEmails(
      tx,
      intakeEmails(row.id, intake, { notifyTo: deps.config.NOTIFY_EMAIL ?? brand.email, siteUrl: deps.config.siteUrl }),
    );
    return { id: row.id };
  });
}

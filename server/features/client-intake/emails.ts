/**
 * The two emails of a client intake (docs/product/lead-capture.md § Emails): the agency's notification
 * (Reply-To the client, a link to the intake in the console) and the client's confirmation with the
 * intake promise (docs/product/lead-capture.md § Promises: reply within 24 hours), withheld when the
 * intake looks automated (server/features/spam/automated-submission.ts). HTML and plain text from the
 * same content (server/mail/render-email.ts).
 */

import { leadConsolePath } from "#common/admin/lead-links.ts";
import { brand } from "#common/brand.ts";
import { readPriceList } from "#common/catalog/price-lists";
import { type ClientIntakePayload, INTAKE_SERVICE_TYPES } from "#common/forms/client-intake.ts";
import { withheldNotice } from "#server/features/spam/automated-submission.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { type EmailBlock, renderEmail } from "#server/mail/render-email.ts";
import { visitorGreeting } from "#server/mail/visitor-greeting.ts";

/** The service as the form named and priced it, in the list of the visitor's face (docs/product/pricing.md § Price lists). */
function serviceLabel(intake: ClientIntakePayload): string {
  const service = INTAKE_SERVICE_TYPES[readPriceList(intake.priceList)].find((item) => item.id === intake.serviceType);
  return service ? `${service.name} (${service.price})` : intake.serviceType;
}

function summary(intake: ClientIntakePayload): EmailBlock[] {
  return [
    {
      facts: [
        ["Contact", intake.contactName],
        ["Company", intake.companyName],
        ["Email", intake.email],
        ["Phone", intake.phone ?? "-"],
        ["Website", intake.website ?? "-"],
        ["Industry", intake.industry],
        ["Service", serviceLabel(intake)],
        ["Budget", intake.budget],
        ["Timeline", intake.timeline],
        ["Preferred communication", intake.communicationPreference],
      ],
    },
    { title: "Goals:", text: intake.goals },
    { title: "Current challenges:", text: intake.currentChallenges },
    { title: "Target audience:", text: intake.targetAudience },
    { title: "Project description:", text: intake.projectDescription },
  ];
}

export function intakeEmails(
  /** The intake's id, or the placeholder the storing statement replaces with it (server/mail/outbox.ts `withRowId`). */
  id: number | string,
  intake: ClientIntakePayload,
  options: { notifyTo: string; siteUrl: string; replyTo: string; automatedReason?: string | null },
): OutgoingEmail[] {
  const lead = { kind: "intake" as const, id };
  const notification: OutgoingEmail = {
    kind: "intake.notify",
    to: options.notifyTo,
    replyTo: intake.email,
    subject: `New client intake from ${intake.companyName} (${intake.contactName})`,
    lead,
    ...renderEmail({
      heading: `New client intake from ${intake.companyName}`,
      blocks: [
        {
          paragraph: [
            `Client intake #${id}.`,
            ...(options.automatedReason ? [withheldNotice(options.automatedReason)] : []),
          ].join("\n"),
        },
        ...summary(intake),
      ],
      action: { label: "Review it in the admin console", url: `${options.siteUrl}${leadConsolePath("intake", id)}` },
      footer: ["Reply to this email to answer the client directly."],
    }),
  };
  if (options.automatedReason) return [notification];
  const confirmation: OutgoingEmail = {
    kind: "intake.confirm",
    to: intake.email,
    replyTo: options.replyTo,
    subject: `We've received your project intake - ${brand.name}`,
    lead,
    ...renderEmail({
      heading: "We've received your project intake",
      blocks: [
        // Nothing the visitor typed but a name that reads as one (server/mail/visitor-greeting.ts).
        { paragraph: visitorGreeting(intake.contactName, "Hi") },
        { paragraph: "Thank you for telling us about your project." },
        { facts: [["Service", serviceLabel(intake)]] },
        {
          title: "What happens next:",
          ordered: true,
          items: [
            "We review your information and prepare questions and a first plan.",
            "We get back to you within 24 hours.",
            "We agree the scope, timeline and payment schedule, then start the work.",
          ],
        },
        { paragraph: `Anything to add? Just reply to this email or write to ${brand.email}.` },
      ],
      footer: [`The ${brand.name} team`],
    }),
  };
  return [notification, confirmation];
}

/**
 * The two emails of a client intake (issue 5 §7): the agency's notification
 * and the client's confirmation with the intake promise (spec 001 §9: reply
 * within 24 hours).
 */
import { brand } from "../../../common/brand.ts";
import { type ClientIntakePayload, INTAKE_SERVICE_TYPES } from "../../../common/forms/client-intake.ts";
import type { OutgoingEmail } from "../../mail/outbox.ts";

function summary(intake: ClientIntakePayload): string[] {
  const service = INTAKE_SERVICE_TYPES.find((item) => item.id === intake.serviceType);
  return [
    `Contact: ${intake.contactName}`,
    `Company: ${intake.companyName}`,
    `Email: ${intake.email}`,
    `Phone: ${intake.phone ?? "-"}`,
    `Website: ${intake.website ?? "-"}`,
    `Industry: ${intake.industry}`,
    `Service: ${service ? `${service.name} (from ${service.price})` : intake.serviceType}`,
    `Budget: ${intake.budget}`,
    `Timeline: ${intake.timeline}`,
    `Preferred communication: ${intake.communicationPreference}`,
    "",
    "Goals:",
    intake.goals,
    "",
    "Current challenges:",
    intake.currentChallenges,
    "",
    "Target audience:",
    intake.targetAudience,
    "",
    "Project description:",
    intake.projectDescription,
  ];
}

export function intakeEmails(
  /** The intake's id, or the placeholder the storing statement replaces with it (server/mail/outbox.ts `withRowId`). */
  id: number | string,
  intake: ClientIntakePayload,
  options: { notifyTo: string; siteUrl: string },
): OutgoingEmail[] {
  return [
    {
      kind: "intake.notify",
      to: options.notifyTo,
      replyTo: intake.email,
      subject: `New client intake from ${intake.companyName} (${intake.contactName})`,
      text: [
        `Client intake #${id}.`,
        "",
        ...summary(intake),
        "",
        `Review it in the admin console: ${options.siteUrl}/admin`,
        "Reply to this email to answer the client directly.",
      ].join("\n"),
    },
    {
      kind: "intake.confirm",
      to: intake.email,
      replyTo: brand.email,
      subject: `We've received your project intake - ${brand.name}`,
      text: [
        `Hi ${intake.contactName},`,
        "",
        `Thank you for telling us about ${intake.companyName}'s project. Here is what you sent us:`,
        "",
        ...summary(intake),
        "",
        "What happens next:",
        "1. We review your information and prepare questions and a first plan.",
        "2. We get back to you within 24 hours.",
        "3. We agree the scope, timeline and payment schedule, then start the work.",
        "",
        `Anything to add? Just reply to this email or write to ${brand.email}.`,
        "",
        `The ${brand.name} team`,
      ].join("\n"),
    },
  ];
}

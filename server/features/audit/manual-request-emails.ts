/**
 * The two emails of a manual-analysis request, sent once per lead (a repeat
 * of the same request sends nothing): the agency's notification (Reply-To the
 * visitor, a link to the lead) and the visitor's confirmation, which the page
 * tells them to look for — withheld when the request looks automated
 * (server/features/spam/automated-submission.ts). HTML and plain text from the
 * same content (server/mail/render-email.ts).
 */
import { leadConsolePath } from "#common/admin/lead-links.ts";
import { brand } from "#common/brand.ts";
import { withheldNotice } from "#server/features/spam/automated-submission.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";
import { MANUAL_ANALYSIS_TIMELINE } from "./result-cases.ts";

export interface ManualRequestLead {
  /** The lead's id, or the placeholder the storing statement replaces with it (server/mail/outbox.ts `withRowId`). */
  id: number | string;
  websiteUrl: string;
  email: string;
  /** Why the request looks automated: the confirmation is then not sent. */
  automatedReason?: string | null;
}

export function manualRequestEmails(
  lead: ManualRequestLead,
  options: { notifyTo: string; siteUrl: string; replyTo: string },
): OutgoingEmail[] {
  const link = { kind: "submission" as const, id: lead.id };
  const notification: OutgoingEmail = {
    kind: "audit-request.notify",
    to: options.notifyTo,
    replyTo: lead.email,
    // The host, not the address: an address may run to 2,048 characters, a subject line to 998.
    subject: `[High priority] Manual website analysis requested for ${new URL(lead.websiteUrl).host}`,
    lead: link,
    ...renderEmail({
      heading: "Manual website analysis requested",
      blocks: [
        {
          paragraph: [
            `Manual analysis request #${lead.id} (priority high).`,
            ...(lead.automatedReason ? [withheldNotice(lead.automatedReason)] : []),
          ].join("\n"),
        },
        {
          paragraph:
            "The free website audit could not analyse this site automatically (it turns automated visitors away or serves no HTML page), and the visitor asked for a manual analysis.",
        },
        {
          facts: [
            ["Website", lead.websiteUrl],
            ["Email", lead.email],
          ],
        },
      ],
      action: {
        label: "Review it in the admin console",
        url: `${options.siteUrl}${leadConsolePath("submission", lead.id)}`,
      },
      footer: ["Reply to this email to answer the visitor directly."],
    }),
  };
  if (lead.automatedReason) return [notification];
  const confirmation: OutgoingEmail = {
    kind: "audit-request.confirm",
    to: lead.email,
    replyTo: options.replyTo,
    subject: `We've received your audit request - ${brand.name}`,
    lead: link,
    ...renderEmail({
      heading: "We've received your audit request",
      blocks: [
        { paragraph: "Hello," },
        {
          // No address the visitor typed: a confirmation carries none of their words (server/mail/visitor-greeting.ts).
          paragraph:
            "Thank you for using our free website audit. Our automatic check could not analyse your website, so one of our specialists will analyse it by hand.",
        },
        {
          title: "What happens next:",
          ordered: true,
          items: MANUAL_ANALYSIS_TIMELINE.slice(1).map((step) => `${step}.`),
        },
        {
          paragraph: `Anything to add, such as the pages that matter most to you? Just reply to this email or write to ${brand.email}.`,
        },
      ],
      footer: [`The ${brand.name} team`],
    }),
  };
  return [notification, confirmation];
}

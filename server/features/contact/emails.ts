/**
 * The two emails of a contact lead (docs/product/lead-capture.md § Contact emails): the agency's notification
 * (Reply-To the visitor, a plain summary, a link to the lead in the console) and the
 * visitor's confirmation (what they sent, what happens next, the 24-hour
 * promise), withheld when the submission looks automated (server/features/spam/automated-submission.ts).
 * HTML and plain text from the same content (server/mail/render-email.ts).
 */

import { leadConsolePath } from "#common/admin/lead-links.ts";
import { brand } from "#common/brand.ts";
import { formatDollars, readPriceList } from "#common/catalog/index.ts";
import { type ContactPayload, contactPackageLabel } from "#common/forms/contact.ts";
import type { PricedConfiguration } from "#common/forms/contact-configuration.ts";
import { withheldNotice } from "#server/features/spam/automated-submission.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { type EmailBlock, renderEmail } from "#server/mail/render-email.ts";
import { visitorGreeting } from "#server/mail/visitor-greeting.ts";

export interface ContactLead {
  /** The lead's id, or the placeholder the storing statement replaces with it (server/mail/outbox.ts `withRowId`). */
  id: number | string;
  payload: ContactPayload;
  isAuditRequest: boolean;
  priority: "high" | "normal";
  configuration: PricedConfiguration | null;
  /** Why the submission looks automated: the confirmation is then not sent. */
  automatedReason?: string | null;
}

export interface LeadMailOptions {
  notifyTo: string;
  siteUrl: string;
  /** Reply-To of the visitor's mail (server/mail/reply-to.ts). */
  replyTo: string;
}

/** The project type as the visitor's face names and prices it (docs/product/pricing.md § Price lists). */
function packageLabel(payload: ContactPayload): string {
  if (!payload.package) return "Not specified";
  return contactPackageLabel(payload.package, readPriceList(payload.priceList));
}

/** The fields the visitor filled in, in the form's order. */
function summary(lead: ContactLead): EmailBlock[] {
  const { payload, configuration } = lead;
  const facts: Array<[string, string]> = [
    ["Name", payload.name],
    ["Email", payload.email],
    ["Business", payload.business ?? "-"],
    ["Phone", payload.phone ?? "-"],
    ["Project type", packageLabel(payload)],
  ];
  if (payload.websiteUrl) facts.push(["Website", payload.websiteUrl]);
  const blocks: EmailBlock[] = [{ facts }];
  if (configuration) {
    const lines = [
      `Configuration (${configuration.source === "quote" ? "custom quote" : "package customizer"}):`,
      `  ${configuration.packageName}: ${formatDollars(configuration.base)}`,
      ...configuration.addOns.map((addOn) => `  + ${addOn.name}: ${formatDollars(addOn.price)}`),
      // Never charged twice (docs/product/pricing.md § What an offer includes).
      ...configuration.included.map((addOn) => `  + ${addOn.name}: included in ${configuration.packageName}`),
      `  Total: ${formatDollars(configuration.total)}`,
    ];
    if (configuration.monthly > 0) lines.push(`  Plus ${formatDollars(configuration.monthly)}/month`);
    blocks.push({ preformatted: lines.join("\n") });
  }
  blocks.push({ title: "Project details:", text: payload.details ?? "-" });
  return blocks;
}

export function contactEmails(lead: ContactLead, options: LeadMailOptions): OutgoingEmail[] {
  const { payload } = lead;
  const kind = lead.isAuditRequest ? "Priority audit request" : "New project inquiry";
  const flag = lead.priority === "high" ? "[High priority] " : "";
  const link = { kind: "submission" as const, id: lead.id };
  const notification: OutgoingEmail = {
    kind: "contact.notify",
    to: options.notifyTo,
    replyTo: payload.email,
    subject: `${flag}${kind} from ${payload.name}`,
    lead: link,
    ...renderEmail({
      heading: `${kind} from ${payload.name}`,
      blocks: [
        {
          paragraph: [
            `${kind} #${lead.id} (priority ${lead.priority}).`,
            ...(lead.automatedReason ? [withheldNotice(lead.automatedReason)] : []),
          ].join("\n"),
        },
        ...summary(lead),
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
    kind: "contact.confirm",
    to: payload.email,
    replyTo: options.replyTo,
    subject: lead.isAuditRequest
      ? `We've received your audit request - ${brand.name}`
      : `We've received your project details - ${brand.name}`,
    lead: link,
    ...renderEmail({
      heading: lead.isAuditRequest ? "We've received your audit request" : "We've received your project details",
      blocks: [
        // Nothing the visitor typed but a name that reads as one (server/mail/visitor-greeting.ts).
        { paragraph: visitorGreeting(payload.name, "Hi") },
        { paragraph: "Thank you for getting in touch." },
        ...(payload.package ? [{ facts: [["Project type", packageLabel(payload)]] as Array<[string, string]> }] : []),
        {
          title: "What happens next:",
          ordered: true,
          items: [
            "We review your project details.",
            "We reply within 24 hours, usually much sooner, with questions or a first proposal.",
            "We schedule a short call to plan the next steps together.",
          ],
        },
        { paragraph: `Anything to add? Just reply to this email or write to ${brand.email}.` },
      ],
      footer: [`The ${brand.name} team`],
    }),
  };
  return [notification, confirmation];
}

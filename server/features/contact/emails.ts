/**
 * The two emails of a contact lead (issue 5 §7): the agency's notification
 * (Reply-To the visitor, a plain summary, the admin console link) and the
 * visitor's confirmation (what they sent, what happens next, the 24-hour
 * promise). Plain text: it reads everywhere and cannot carry injected HTML.
 */
import { brand } from "../../../common/brand.ts";
import { formatDollars } from "../../../common/catalog/index.ts";
import { CONTACT_PACKAGE_OPTIONS_DARK, type ContactPayload } from "../../../common/forms/contact.ts";
import type { PricedConfiguration } from "../../../common/forms/contact-configuration.ts";
import type { OutgoingEmail } from "../../mail/outbox.ts";

export interface ContactLead {
  /** The lead's id, or the placeholder the storing statement replaces with it (server/mail/outbox.ts `withRowId`). */
  id: number | string;
  payload: ContactPayload;
  isAuditRequest: boolean;
  priority: "high" | "normal";
  configuration: PricedConfiguration | null;
}

function packageLabel(id: string | undefined): string {
  if (!id) return "Not specified";
  return CONTACT_PACKAGE_OPTIONS_DARK.find((option) => option.value === id)?.label ?? id;
}

/** One line per field the visitor filled in, in the form's order. */
function summary(lead: ContactLead): string[] {
  const { payload, configuration } = lead;
  const lines = [
    `Name: ${payload.name}`,
    `Email: ${payload.email}`,
    `Business: ${payload.business ?? "-"}`,
    `Phone: ${payload.phone ?? "-"}`,
    `Project type: ${packageLabel(payload.package)}`,
  ];
  if (payload.websiteUrl) lines.push(`Website: ${payload.websiteUrl}`);
  if (configuration) {
    lines.push(`Configuration (${configuration.source === "quote" ? "custom quote" : "package customizer"}):`);
    lines.push(`  ${configuration.packageName}: ${formatDollars(configuration.base)}`);
    for (const addOn of configuration.addOns) lines.push(`  + ${addOn.name}: ${formatDollars(addOn.price)}`);
    lines.push(`  Total: ${formatDollars(configuration.total)}`);
    if (configuration.monthly > 0) lines.push(`  Plus ${formatDollars(configuration.monthly)}/month`);
  }
  lines.push("", "Project details:", payload.details ?? "-");
  return lines;
}

export function contactEmails(lead: ContactLead, options: { notifyTo: string; siteUrl: string }): OutgoingEmail[] {
  const { payload } = lead;
  const kind = lead.isAuditRequest ? "Priority audit request" : "New project inquiry";
  const flag = lead.priority === "high" ? "[High priority] " : "";
  const notification: OutgoingEmail = {
    kind: "contact.notify",
    to: options.notifyTo,
    replyTo: payload.email,
    subject: `${flag}${kind} from ${payload.name}`,
    text: [
      `${kind} #${lead.id} (priority ${lead.priority}).`,
      "",
      ...summary(lead),
      "",
      `Review it in the admin console: ${options.siteUrl}/admin`,
      "Reply to this email to answer the visitor directly.",
    ].join("\n"),
  };
  const confirmation: OutgoingEmail = {
    kind: "contact.confirm",
    to: payload.email,
    replyTo: brand.email,
    subject: lead.isAuditRequest
      ? `We've received your audit request - ${brand.name}`
      : `We've received your project details - ${brand.name}`,
    text: [
      `Hi ${payload.name},`,
      "",
      "Thank you for getting in touch. Here is what you sent us:",
      "",
      ...summary(lead),
      "",
      "What happens next:",
      "1. We review your project details.",
      "2. We reply within 24 hours, usually much sooner, with questions or a first proposal.",
      "3. We schedule a short call to plan the next steps together.",
      "",
      `Anything to add? Just reply to this email or write to ${brand.email}.`,
      "",
      `The ${brand.name} team`,
    ].join("\n"),
  };
  return [notification, confirmation];
}

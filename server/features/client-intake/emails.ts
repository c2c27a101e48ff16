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
import {
  type ClientIntakePayload,
  INTAKE_SERVICE_TYPES,
  type ProjectStartPayload,
} from "#common/forms/client-intake.ts";
import { withheldNotice } from "#server/features/spam/automated-submission.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { type EmailBlock, renderEmail } from "#server/mail/render-email.ts";
import { visitorGreeting } from "#server/mail/visitor-greeting.ts";

/** The service as the form named and priced it, in the list of the visitor's face (docs/product/pricing.md § Price lists). */
function serviceLabel(intake: { serviceType?: string | null; priceList?: string | null }): string {
  if (!intake.serviceType) return "Not sure yet";
  const service = INTAKE_SERVICE_TYPES[readPriceList(intake.priceList)].find((item) => item.id === intake.serviceType);
  return service ? `${service.name} (${service.price})` : intake.serviceType;
}

type Brief = Omit<ClientIntakePayload, "formToken" | "companyFax">;

interface EmailOptions {
  notifyTo: string;
  siteUrl: string;
  replyTo: string;
  automatedReason?: string | null;
}

function summary(intake: Brief): EmailBlock[] {
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
    ...(intake.need ? [{ title: "Need:", text: intake.need }] : []),
    { title: "Goals:", text: intake.goals },
    { title: "Current challenges:", text: intake.currentChallenges },
    { title: "Target audience:", text: intake.targetAudience },
    { title: "Project description:", text: intake.projectDescription },
  ];
}

/**
 * The agency's notification of an intake: Reply-To the client, the given blocks, the button to the lead in the
 * console and the reply line. `note` opens the message ("Client intake #12."), with why the client's
 * confirmation was withheld when it was.
 */
function agencyNotice(
  id: number | string,
  content: { replyTo: string; subject: string; heading: string; note: string; blocks: EmailBlock[] },
  options: EmailOptions,
): OutgoingEmail {
  return {
    kind: "intake.notify",
    to: options.notifyTo,
    replyTo: content.replyTo,
    subject: content.subject,
    lead: { kind: "intake", id },
    ...renderEmail({
      heading: content.heading,
      blocks: [
        {
          paragraph: [content.note, ...(options.automatedReason ? [withheldNotice(options.automatedReason)] : [])].join(
            "\n",
          ),
        },
        ...content.blocks,
      ],
      action: { label: "Review it in the admin console", url: `${options.siteUrl}${leadConsolePath("intake", id)}` },
      footer: ["Reply to this email to answer the client directly."],
    }),
  };
}

export function intakeEmails(
  /** The intake's id, or the placeholder the storing statement replaces with it (server/mail/outbox.ts `withRowId`). */
  id: number | string,
  intake: ClientIntakePayload,
  options: EmailOptions,
): OutgoingEmail[] {
  const lead = { kind: "intake" as const, id };
  const notification = agencyNotice(
    id,
    {
      replyTo: intake.email,
      subject: `New client intake from ${intake.companyName} (${intake.contactName})`,
      heading: `New client intake from ${intake.companyName}`,
      note: `Client intake #${id}.`,
      blocks: summary(intake),
    },
    options,
  );
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

/**
 * A project start's emails (docs/product/lead-capture.md § Project start): the agency is told at once, with
 * the one line on the need; the visitor is told we reply within 24 hours and can book a call meanwhile.
 */
export function projectStartEmails(
  id: number | string,
  start: Pick<ProjectStartPayload, "contactName" | "email" | "serviceType" | "need" | "priceList">,
  options: EmailOptions,
): OutgoingEmail[] {
  const lead = { kind: "intake" as const, id };
  const notification = agencyNotice(
    id,
    {
      replyTo: start.email,
      subject: `New project start from ${start.contactName}`,
      heading: `New project start from ${start.contactName}`,
      note: `Client intake #${id}. The detailed brief may follow; you will get it by email if it does.`,
      blocks: [
        {
          facts: [
            ["Contact", start.contactName],
            ["Email", start.email],
            ["Service", serviceLabel(start)],
          ],
        },
        { title: "Need:", text: start.need },
      ],
    },
    options,
  );
  if (options.automatedReason) return [notification];
  const confirmation: OutgoingEmail = {
    kind: "intake.confirm",
    to: start.email,
    replyTo: options.replyTo,
    subject: `Your project is started - ${brand.name}`,
    lead,
    ...renderEmail({
      heading: "Your project is started",
      blocks: [
        { paragraph: visitorGreeting(start.contactName, "Hi") },
        { paragraph: "Thank you for telling us what you need. We'll get back to you within 24 hours." },
        { facts: [["Service", serviceLabel(start)]] },
        { paragraph: "Rather talk it through? Book a free call at a time that suits you." },
        { paragraph: `Anything to add? Just reply to this email or write to ${brand.email}.` },
      ],
      action: { label: "Book a free consultation", url: `${options.siteUrl}/book-consultation` },
      footer: [`The ${brand.name} team`],
    }),
  };
  return [notification, confirmation];
}

/** The brief added to a project start: the agency gets all of it; the visitor was answered at the start. */
export function projectBriefEmails(id: number, brief: Brief, options: EmailOptions): OutgoingEmail[] {
  return [
    agencyNotice(
      id,
      {
        replyTo: brief.email,
        subject: `Project brief from ${brief.companyName} (${brief.contactName})`,
        heading: `Project brief from ${brief.companyName}`,
        note: `The detailed brief of client intake #${id}.`,
        blocks: summary(brief),
      },
      options,
    ),
  ];
}

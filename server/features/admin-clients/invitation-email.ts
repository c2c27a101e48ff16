/**
 * The invitation a client receives when the admin opens their portal
 * (docs/product/client-area.md § Invitations): who it is from, what the portal is for, the one-time link
 * and how long it works, the sign-in address afterwards. HTML and plain text
 * from the same content (server/mail/render-email.ts).
 */
import { brand } from "#common/brand.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";

export interface InvitationEmailInput {
  to: string;
  firstName: string;
  link: string;
  siteUrl: string;
  validDays: number;
  /** Reply-To (server/mail/reply-to.ts). */
  replyTo: string;
}

export function invitationEmail(input: InvitationEmailInput): OutgoingEmail {
  return {
    kind: "client.invitation",
    to: input.to,
    replyTo: input.replyTo,
    subject: `Your ${brand.name} client portal is ready`,
    ...renderEmail({
      heading: "Your client portal is ready",
      blocks: [
        { paragraph: `Hi ${input.firstName},` },
        {
          paragraph: [
            `Your client portal at ${brand.name} is ready. It is where you follow your project:`,
            "milestones, documents, invoices, progress updates and messages with our team, in one place.",
          ].join("\n"),
        },
        {
          paragraph: `To get started, choose your password with this one-time link (it works once, for ${input.validDays} days):`,
        },
      ],
      action: { label: "Choose your password", url: input.link },
      footer: [
        `Your sign-in email is ${input.to}. Once your password is set, sign in any time at ${input.siteUrl}/portal/login.`,
        [
          "If the link has expired, reply to this email and we will send you a new one.",
          "If you were not expecting this email, you can ignore it: nothing happens until the link is used.",
        ].join("\n"),
        `The ${brand.name} team`,
      ],
    }),
  };
}

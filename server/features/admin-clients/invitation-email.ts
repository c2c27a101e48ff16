/**
 * The invitation a client receives when the admin opens their portal
 * (issue 10 §2): who it is from, what the portal is for, the one-time link
 * and how long it works, the sign-in address afterwards. Plain text, like the
 * other emails: it reads everywhere and cannot carry injected HTML.
 */
import { brand } from "../../../common/brand.ts";
import type { OutgoingEmail } from "../../mail/outbox.ts";

export interface InvitationEmailInput {
  to: string;
  firstName: string;
  link: string;
  siteUrl: string;
  validDays: number;
}

export function invitationEmail(input: InvitationEmailInput): OutgoingEmail {
  return {
    kind: "client.invitation",
    to: input.to,
    replyTo: brand.email,
    subject: `Your ${brand.name} client portal is ready`,
    text: [
      `Hi ${input.firstName},`,
      "",
      `Your client portal at ${brand.name} is ready. It is where you follow your project:`,
      "milestones, documents, invoices, progress updates and messages with our team, in one place.",
      "",
      `To get started, choose your password with this one-time link (it works once, for ${input.validDays} days):`,
      "",
      input.link,
      "",
      `Your sign-in email is ${input.to}. Once your password is set, sign in any time at ${input.siteUrl}/portal/login.`,
      "",
      "If the link has expired, reply to this email and we will send you a new one.",
      "If you were not expecting this email, you can ignore it: nothing happens until the link is used.",
      "",
      `The ${brand.name} team`,
    ].join("\n"),
  };
}

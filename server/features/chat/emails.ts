/**
 * The agency's notification of a lead the chat assistant captured
 * (docs/product/chat-assistant.md § Lead capture): the address the visitor
 * gave, what they asked, a link to the lead in the console; Reply-To the
 * visitor, so the team answers in one step. The visitor gets no email: the
 * assistant only promises them a reply from the team.
 */
import { leadConsolePath } from "#common/admin/lead-links.ts";
import { PROMISES } from "#common/company/facts.ts";
import type { Config } from "#server/config.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";
import { agencyInbox } from "#server/mail/reply-to.ts";

export interface ChatLead {
  id: number;
  email: string;
  /** The visitor's messages of the conversation, in order. */
  question: string;
}

export function chatLeadNotification(lead: ChatLead, config: Config): OutgoingEmail {
  return {
    kind: "chat-lead.notify",
    to: agencyInbox(config),
    replyTo: lead.email,
    subject: `New lead from the chat assistant: ${lead.email}`,
    lead: { kind: "submission", id: lead.id },
    ...renderEmail({
      heading: "New lead from the chat assistant",
      blocks: [
        {
          paragraph: `Chat lead #${lead.id}: a visitor asked the chat assistant to pass their request to the team, who promised a reply within ${PROMISES.responseHours} hours.`,
        },
        {
          facts: [
            ["Name", "Not given in the chat"],
            ["Email", lead.email],
          ],
        },
        { title: "What they asked:", text: lead.question || "-" },
      ],
      action: {
        label: "Review it in the admin console",
        url: `${config.siteUrl}${leadConsolePath("submission", lead.id)}`,
      },
      footer: ["Reply to this email to answer the visitor directly."],
    }),
  };
}

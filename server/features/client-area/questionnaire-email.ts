/**
 * The team's notification when a client submits the onboarding questionnaire
 * in the portal: queued in the same transaction as the answers, like the
 * notifications of the public forms (contact, intake, reservation,
 * consultation), to NOTIFY_EMAIL or else the agency's address.
 */
import type { OnboardingQuestionnaire } from "#common/client-area/questionnaire.ts";
import { answerText, questionnaireAnswerSections } from "#common/client-area/questionnaire-answers.ts";
import type { OutgoingEmail } from "#server/mail/outbox.ts";
import { type EmailBlock, renderEmail } from "#server/mail/render-email.ts";

export interface QuestionnaireNotice {
  clientId: number;
  /** The client's account as the agency keeps it (not the answers' own name fields). */
  client: { firstName: string; lastName: string; company: string | null; email: string };
  answers: OnboardingQuestionnaire;
  /** True when these answers replace earlier ones. */
  resubmitted: boolean;
}

export function questionnaireNotification(
  notice: QuestionnaireNotice,
  options: { notifyTo: string; siteUrl: string },
): OutgoingEmail {
  const { client } = notice;
  const name = `${client.firstName} ${client.lastName}${client.company ? ` (${client.company})` : ""}`;
  const sections: EmailBlock[] = questionnaireAnswerSections(notice.answers).map((section) => ({
    title: section.title.toUpperCase(),
    text: section.rows.map((row) => `${row.label}: ${answerText(row.answer, "-")}`).join("\n"),
  }));
  return {
    kind: "questionnaire.notify",
    to: options.notifyTo,
    replyTo: client.email,
    subject: `${name} submitted the onboarding questionnaire`,
    ...renderEmail({
      heading: "Onboarding questionnaire submitted",
      blocks: [
        {
          paragraph: [
            `${name} submitted the onboarding questionnaire in the client portal.`,
            ...(notice.resubmitted ? ["These answers replace the ones they submitted before."] : []),
          ].join("\n"),
        },
        ...sections,
      ],
      action: { label: "Read it on the client's page", url: `${options.siteUrl}/admin/clients/${notice.clientId}` },
      footer: ["Reply to this email to answer the client directly."],
    }),
  };
}

/**
 * Sending a newsletter issue (docs/product/admin-console.md § Newsletter subscribers): written in Markdown,
 * rendered to HTML and text, tried on the agency's own inbox first, then queued for every confirmed subscriber
 * in batches through the outbox, each mail with its own unsubscribe link and the RFC 8058 headers that let a
 * mail program unsubscribe in one click.
 */
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { ISSUE_MESSAGES, type IssueSent } from "#common/admin/newsletter.ts";
import { brand } from "#common/brand.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { newsletterIssues, newsletterSubscribers } from "#server/db/schema.ts";
import { type OutgoingEmail, queueEmails } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";
import { agencyInbox, visitorReplyTo } from "#server/mail/reply-to.ts";
import { unsubscribeLinks } from "../newsletter/service.ts";
import { issueBlocks } from "./issue-markdown.ts";

export const issueSchema = z.object({
  subject: z.string({ error: ISSUE_MESSAGES.subject }).trim().min(1, { error: ISSUE_MESSAGES.subject }).max(200, {
    error: ISSUE_MESSAGES.subject,
  }),
  body: z.string({ error: ISSUE_MESSAGES.body }).trim().min(1, { error: ISSUE_MESSAGES.body }).max(50_000, {
    error: ISSUE_MESSAGES.body,
  }),
});
export type Issue = z.infer<typeof issueSchema>;

/** Mails queued per statement: a list of thousands goes in a few round trips, never one huge one. */
const BATCH = 200;

type Deps = { db: Database; config: Config };

function issueEmail(letter: Issue, to: string, unsubscribeUrl: string, replyTo: string): OutgoingEmail {
  return {
    kind: "newsletter.issue",
    to,
    replyTo,
    subject: letter.subject,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...renderEmail({
      heading: letter.subject,
      blocks: [...issueBlocks(letter.body), { link: { label: "Unsubscribe", url: unsubscribeUrl } }],
      footer: [`You get this because you subscribed to the ${brand.name} newsletter. Reply to write to us.`],
    }),
  };
}

/** The issue to the agency's own inbox, as a subscriber would get it (its unsubscribe link unsubscribes nobody). */
export async function sendTestIssue(deps: Deps, letter: Issue): Promise<IssueSent> {
  const to = agencyInbox(deps.config);
  const sample = `${deps.config.siteUrl}/api/newsletter/unsubscribe?id=0&key=test`;
  await queueEmails(deps.db, [issueEmail({ ...letter, subject: `[Test] ${letter.subject}` }, to, sample, to)]);
  return { message: `A test was sent to ${to}.`, recipients: 1 };
}

/** The issue to every confirmed subscriber, queued in one transaction: all of them, or none if anything fails. */
export async function sendIssue(deps: Deps, letter: Issue, sentBy: string): Promise<IssueSent> {
  const linkOf = await unsubscribeLinks(deps);
  const replyTo = visitorReplyTo(deps.config);
  const recipients = await deps.db.transaction(async (tx) => {
    const subscribers = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, "confirmed"))
      .orderBy(asc(newsletterSubscribers.id));
    for (let start = 0; start < subscribers.length; start += BATCH) {
      const batch = subscribers.slice(start, start + BATCH);
      await queueEmails(
        tx,
        batch.map((subscriber) => issueEmail(letter, subscriber.email, linkOf(subscriber.id), replyTo)),
      );
    }
    await tx.insert(newsletterIssues).values({ ...letter, recipients: subscribers.length, sentBy });
    return subscribers.length;
  });
  return {
    message:
      recipients === 1
        ? "The issue is on its way to 1 subscriber."
        : `The issue is on its way to ${recipients} subscribers.`,
    recipients,
  };
}

/**
 * The client hears when the agency posts something for them in the portal
 * (docs/product/client-area.md § Emails): a message, a document or an invoice.
 * The email says what arrived and links to the portal; the content stays
 * there, behind the client's sign-in: a message's text, a document's file and
 * an invoice's amount are not in the email (a forwarded or misdelivered email
 * then shows no figure, and the portal always shows the invoice's current
 * status). Only a client who can sign in is written to: an active account with
 * its password set (an invited client has the invitation email already).
 * Queued in the transaction that stores the item, so nothing is sent for an
 * item that is not saved.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { brand } from "#common/brand.ts";
import type { Config } from "#server/config.ts";
import { clients, projects } from "#server/db/schema.ts";
import { type DatabaseOrTransaction, type OutgoingEmail, queueEmails } from "#server/mail/outbox.ts";
import { renderEmail } from "#server/mail/render-email.ts";
import { visitorReplyTo } from "#server/mail/reply-to.ts";

/** Where a signed-out client lands is the sign-in page, which returns them to the portal. */
export const PORTAL_PATH = "/client-portal";

export type PortalNews =
  | { kind: "message"; subject: string | null }
  | { kind: "document"; title: string }
  | { kind: "invoice"; invoiceNumber: string; projectName: string };

interface PortalClient {
  email: string;
  firstName: string;
}

function wording(news: PortalNews): { kind: string; subject: string; heading: string; line: string } {
  if (news.kind === "message") {
    return {
      kind: "portal.message",
      subject: `New message from ${brand.name}${news.subject ? `: ${news.subject}` : ""}`,
      heading: "You have a new message",
      line: news.subject
        ? `Our team sent you a message in your client portal: "${news.subject}".`
        : "Our team sent you a message in your client portal.",
    };
  }
  if (news.kind === "document") {
    return {
      kind: "portal.document",
      subject: `New document in your ${brand.name} client portal: ${news.title}`,
      heading: "A new document is ready",
      line: `A new document is ready for you in your client portal: "${news.title}".`,
    };
  }
  return {
    kind: "portal.invoice",
    subject: `New invoice ${news.invoiceNumber} from ${brand.name}`,
    heading: `Invoice ${news.invoiceNumber}`,
    line: `Invoice ${news.invoiceNumber} for ${news.projectName} is in your client portal, with its amount, due date and payment details.`,
  };
}

export function portalEmail(client: PortalClient, news: PortalNews, config: Config): OutgoingEmail {
  const text = wording(news);
  return {
    kind: text.kind,
    to: client.email,
    replyTo: visitorReplyTo(config),
    subject: text.subject,
    ...renderEmail({
      heading: text.heading,
      blocks: [{ paragraph: `Hi ${client.firstName},` }, { paragraph: text.line }],
      action: { label: "Open your client portal", url: `${config.siteUrl}${PORTAL_PATH}` },
      footer: ["Questions? Reply to this email or write to us from the portal.", `The ${brand.name} team`],
    }),
  };
}

/** The client who may be written to (active, password set), or none. */
async function reachableClient(db: DatabaseOrTransaction, clientId: number): Promise<PortalClient | undefined> {
  const [client] = await db
    .select({ email: clients.email, firstName: clients.firstName })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.isActive, true), isNotNull(clients.password)));
  return client;
}

export async function queuePortalEmail(
  db: DatabaseOrTransaction,
  clientId: number,
  news: PortalNews,
  config: Config,
): Promise<void> {
  const client = await reachableClient(db, clientId);
  if (client) await queueEmails(db, [portalEmail(client, news, config)]);
}

/** The client and name of a project, for an invoice's email. */
export async function projectOwner(db: DatabaseOrTransaction, projectId: number) {
  const [row] = await db
    .select({ clientId: projects.clientId, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}

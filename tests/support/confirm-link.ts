/**
 * The confirmation link a booking mailed its visitor (docs/product/lead-capture.md § Confirmed by email), read
 * from the outbox as the visitor would read it from their inbox: the path and query to open.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema.ts";

export async function confirmLinkOf(
  db: Database,
  email: string,
  kind: "reservation.verify" | "consultation.verify",
): Promise<string> {
  const [mail] = await db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, email)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const link = /https?:\/\/[^/\s]+(\/api\/[a-z-]+\/confirm\?token=[A-Za-z0-9_-]{32})/.exec(mail?.text ?? "");
  if (!link?.[1]) throw new Error(`no ${kind} link mailed to ${email}`);
  return link[1];
}

/** The visitor of `email` opens their link through `app`; the outcome the page is sent with. */
export async function openConfirmLink(
  app: { request: (path: string) => Response | Promise<Response> },
  db: Database,
  email: string,
  kind: "reservation.verify" | "consultation.verify",
): Promise<string | null> {
  const response = await app.request(await confirmLinkOf(db, email, kind));
  return new URL(response.headers.get("location") ?? "/", "http://localhost").searchParams.get("confirmation");
}

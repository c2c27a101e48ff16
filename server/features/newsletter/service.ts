/**
 * Newsletter subscriptions with double opt-in (docs/product/public-site.md § Newsletter). An address is mailed
 * a confirmation link (at most one a day) and nothing more until it is used; a confirmed address is left as it
 * is. Every answer to the box is the same, so it tells nobody whether an address was subscribed.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { CONFIRM_LINK_DAYS, type NewsletterSubscribe } from "#common/newsletter/subscribe.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { queueEmails } from "#server/mail/outbox.ts";
import { visitorReplyTo } from "#server/mail/reply-to.ts";
import { hashToken } from "#server/sessions/sessions.ts";
import { formSubmissionReason } from "../spam/automated-submission.ts";
import { formTokenKey } from "../spam/form-token.ts";
import { confirmationEmail } from "./emails.ts";

type Deps = { db: Database; config: Config; now: () => Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A subscriber's unsubscribe key: an HMAC of its id with the site's form-token key, stored nowhere. */
const unsubscribeKeyOf = (siteKey: Buffer, id: number) =>
  createHmac("sha256", siteKey).update(`newsletter-unsubscribe:${id}`).digest("base64url");

/** The unsubscribe links of a mailing, the site's key read once. */
export async function unsubscribeLinks(deps: Pick<Deps, "db" | "config">): Promise<(id: number) => string> {
  const siteKey = await formTokenKey(deps.db, deps.config.FORM_TOKEN_SECRET);
  return (id) => `${deps.config.siteUrl}/api/newsletter/unsubscribe?id=${id}&key=${unsubscribeKeyOf(siteKey, id)}`;
}

/** The link in every newsletter mail, and the target of its one-click unsubscribe (RFC 8058). */
export async function unsubscribeUrl(deps: Pick<Deps, "db" | "config">, id: number): Promise<string> {
  return (await unsubscribeLinks(deps))(id);
}

export async function subscribe(deps: Deps, input: NewsletterSubscribe): Promise<void> {
  // A token that is forged, spent or sent too fast marks a script: it is stored but never mailed. The box
  // without JavaScript has none; its confirmation goes out, at most one a day per address.
  const automated = input.formToken ? await formSubmissionReason(deps, deps.db, "newsletter", input) : null;
  const now = deps.now();
  const confirmKey = randomBytes(24).toString("base64url");
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email: input.email, sourcePath: input.sourcePath ?? null })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${input.email})`)
      .for("update");
    if (!row || row.status === "confirmed") return;
    const mailedToday = row.confirmSentAt !== null && now.getTime() - row.confirmSentAt.getTime() < DAY_MS;
    const mail = !automated && !mailedToday;
    await tx
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        sourcePath: input.sourcePath ?? row.sourcePath,
        unsubscribedAt: null,
        ...(mail
          ? {
              confirmKeyHash: hashToken(confirmKey),
              confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS),
              confirmSentAt: now,
            }
          : {}),
      })
      .where(eq(newsletterSubscribers.id, row.id));
    if (mail) {
      // `token=`: the outbox blanks it once the mail is sent, so no live link stays in the database.
      const url = `${deps.config.siteUrl}/api/newsletter/confirm?token=${confirmKey}`;
      await queueEmails(tx, [confirmationEmail(row.email, url, visitorReplyTo(deps.config))]);
    }
  });
}

/** Uses a confirmation link: true when it confirmed a pending address, false when it is unknown, used or expired. */
export async function confirm(deps: Deps, key: string): Promise<boolean> {
  const now = deps.now();
  const confirmed = await deps.db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: now, confirmKeyHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmKeyHash, hashToken(key)),
        eq(newsletterSubscribers.status, "pending"),
        gt(newsletterSubscribers.confirmExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return confirmed.length > 0;
}

/** Unsubscribes the address the link names; a wrong key changes nothing, and says nothing. */
export async function unsubscribe(deps: Deps, id: number, key: string): Promise<void> {
  const expected = Buffer.from(unsubscribeKeyOf(await formTokenKey(deps.db, deps.config.FORM_TOKEN_SECRET), id));
  const given = Buffer.from(key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
  await deps.db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: deps.now(), confirmKeyHash: null, confirmExpiresAt: null })
    .where(eq(newsletterSubscribers.id, id));
}

/**
 * The confirmation link a booking mailed its visitor (docs/product/lead-capture.md § Confirmed by email), read
 * from the outbox as the visitor would read it from their inbox: the path and query to open.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { emailOutbox } from "#server/db/schema.ts";
import { formToken } from "./form-token";
import { jsonRequest } from "./test-app";

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

/**
 * A walk-in reserves `slot` from an address of their own and opens the link mailed to them, as a visitor does:
 * 201 when that gave them a place, the refusal's status otherwise (409 too when the slot filled before they
 * confirmed).
 */
export async function reserveAndConfirm(
  test: {
    app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
    database: { db: Database };
  },
  email: string,
  slot: string,
  clientAddress: string,
): Promise<{ status: number; json: () => Promise<unknown> }> {
  const response = await test.app.request(
    "/api/reserve-slot",
    jsonRequest(
      {
        name: "Walk-in",
        email,
        package: "essential",
        preferredSlot: slot,
        projectDetails: "A small brochure website for a local bakery.",
        // A person's form token: a booking that looks automated takes no place.
        ...formToken("reserve-slot"),
      },
      { headers: { "x-test-client-address": clientAddress } },
    ),
  );
  if (response.status !== 201) return { status: response.status, json: () => response.json() };
  const outcome = await openConfirmLink(test.app, test.database.db, email, "reservation.verify");
  return { status: outcome === "held" ? 201 : 409, json: async () => ({ confirmation: outcome }) };
}

/**
 * The client is emailed when the agency posts a message, a document or an
 * invoice for them (docs/product/client-area.md § Emails): a link to the portal, not the content
 * (no message text, no invoice amount); only a client who can sign in; nothing
 * for an item that is refused.
 */
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminClientSummary, AdminProject } from "#common/client-area/admin-records.ts";
import { clients, emailOutbox } from "#server/db/schema.ts";
import { type AdminClient, adminClientTestApp } from "./test-support.ts";

let t: AdminClient;
beforeAll(async () => {
  t = await adminClientTestApp();
});
afterAll(() => t.testApp.close());

/** A client, and a project of theirs; `canSignIn` gives them a password, as accepting the invitation does. */
async function setUp(canSignIn: boolean) {
  const stamp = Math.random().toString(36).slice(2, 8);
  const client = await t.json<AdminClientSummary>("POST", "/clients", {
    email: `portal-${stamp}@example.com`,
    firstName: "Zoë <Ann>",
    lastName: "North",
  });
  if (canSignIn) {
    await t.testApp.database.db.update(clients).set({ password: "scrypt$hash" }).where(eq(clients.id, client.id));
  }
  const project = await t.json<AdminProject>("POST", `/clients/${client.id}/projects`, {
    name: "Northline website",
    packageType: "business",
    totalAmount: "6000",
  });
  return { client, project };
}

const mailTo = (email: string) =>
  t.testApp.database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.toAddress, email))
    .orderBy(asc(emailOutbox.id));

describe("portal emails", () => {
  it("a message, a document and an invoice each email the client a link to the portal, not their content", async () => {
    const { client, project } = await setUp(true);
    await t.json("POST", `/clients/${client.id}/messages`, {
      subject: "Homepage draft",
      message: "The private text of the message.",
    });
    await t.json("POST", `/clients/${client.id}/documents`, { title: "Signed contract", type: "contract" });
    await t.json("POST", `/projects/${project.id}/invoices`, {
      invoiceNumber: `INV-${client.id}`,
      amount: "2400",
      description: "Deposit",
      dueDate: "2026-12-15",
    });
    const mails = await mailTo(client.email);
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ["portal.message", "New message from Meridian Studio: Homepage draft"],
      ["portal.document", "New document in your Meridian Studio client portal: Signed contract"],
      ["portal.invoice", `New invoice INV-${client.id} from Meridian Studio`],
    ]);
    for (const mail of mails) {
      expect(mail.replyTo).toBe("hello@meridianstudio.dev");
      expect(mail.textBody).toContain("Hi Zoë <Ann>,");
      expect(mail.textBody).toContain("Open your client portal: http://localhost:3000/client-portal");
      expect(mail.htmlBody).toContain('href="http://localhost:3000/client-portal"');
      expect(mail.htmlBody).toContain("Hi Zoë &lt;Ann&gt;,");
    }
    expect(mails[0]?.textBody).not.toContain("The private text of the message.");
    expect(mails[2]?.textBody).toContain(`Invoice INV-${client.id} for Northline website is in your client portal`);
    // The amount is read in the portal, never in the email.
    expect(mails[2]?.textBody).not.toMatch(/2,?400/);
    expect(mails[2]?.htmlBody).not.toMatch(/2,?400/);
  });

  it("writes to no client who cannot sign in yet, and for no refused invoice", async () => {
    const notYet = await setUp(false);
    await t.json("POST", `/clients/${notYet.client.id}/messages`, { message: "Welcome!" });
    expect(await mailTo(notYet.client.email)).toEqual([]);

    const { client, project } = await setUp(true);
    const invoice = { invoiceNumber: `DUP-${client.id}`, amount: "100", description: "x", dueDate: "2026-12-01" };
    await t.json("POST", `/projects/${project.id}/invoices`, invoice);
    expect((await t.call("POST", `/projects/${project.id}/invoices`, invoice)).status).toBe(409);
    expect((await mailTo(client.email)).map((mail) => mail.kind)).toEqual(["portal.invoice"]);
  });
});

import { eq } from "drizzle-orm";
import { clients, invoices, projects } from "#server/db/schema.ts";
import type { DatabaseOrTransaction } from "#server/mail/outbox.ts";

/**
 * An invoice with what paying it names: its project and its client. `lock` holds the invoice's row until
 * the transaction ends (the webhook, so two deliveries cannot both mark it paid).
 */
export async function invoiceToPay(db: DatabaseOrTransaction, invoiceId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
      amount: invoices.amount,
      status: invoices.status,
      checkoutSessionId: invoices.checkoutSessionId,
      projectId: projects.id,
      projectName: projects.name,
      clientId: clients.id,
      clientEmail: clients.email,
      firstName: clients.firstName,
    })
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(eq(invoices.id, invoiceId));
  const [invoice] = options.lock ? await query.for("update", { of: invoices }) : await query;
  return invoice;
}

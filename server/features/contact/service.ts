/**
 * Accepting a contact lead: priority and audit flag (docs/product/lead-capture.md § Priority),
 * the pricing configuration recomputed from the catalog
 * (docs/product/pricing.md § Recomputed on the server), and the lead and its two emails written in
 * one transaction (one statement), so an acknowledged lead always has its
 * mail queued.
 */
import { PricingError } from "#common/catalog/index.ts";
import { CONTACT_MESSAGES, type ContactPayload } from "#common/forms/contact.ts";
import { type PricedConfiguration, priceConfiguration } from "#common/forms/contact-configuration.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { HttpError } from "#server/http/errors.ts";
import { outboxInsertCte, withRowId } from "#server/mail/outbox.ts";
import { agencyInbox, visitorReplyTo } from "#server/mail/reply-to.ts";
import { formSubmissionReason } from "../spam/automated-submission.ts";
import { contactEmails } from "./emails.ts";

export function isAuditRequest(payload: Pick<ContactPayload, "isAuditRequest" | "package">): boolean {
  return payload.isAuditRequest === true || payload.package === "audit";
}

/** `high` for audit requests and for the enterprise or custom package; `normal` otherwise. */
export function contactPriority(payload: Pick<ContactPayload, "isAuditRequest" | "package">): "high" | "normal" {
  if (isAuditRequest(payload)) return "high";
  return payload.package === "enterprise" || payload.package === "custom" ? "high" : "normal";
}

function configurationOf(payload: ContactPayload): PricedConfiguration | null {
  // No add-on and no pricing tool named: a plain inquiry. A tool's hand-over without add-ons is still priced.
  if (payload.addons.length === 0 && !payload.pricingSource) return null;
  try {
    return priceConfiguration({
      packageId: payload.configurationPackage?.toLowerCase() || payload.package,
      addOnIds: payload.addons,
      source: payload.pricingSource,
      list: payload.priceList,
      maintenance: payload.maintenance,
    });
  } catch (error) {
    if (error instanceof PricingError) {
      throw new HttpError(400, `${CONTACT_MESSAGES.addons}: ${error.message}`, { addons: error.message });
    }
    throw error;
  }
}

/**
 * The lead and its two emails in ONE statement (docs/product/operations.md § Performance design): an INSERT into
 * contact_submissions and one into email_outbox as data-modifying CTEs, which
 * PostgreSQL runs as one implicit transaction with a synchronous (durable)
 * commit — one round trip instead of BEGIN, INSERT, INSERT, COMMIT. A named
 * statement, so each pooled connection parses and plans it once.
 */
const INSERT_CONTACT_LEAD = {
  name: "contact-lead-with-mail",
  text: `with lead as (
    insert into contact_submissions
      (name, email, business, phone, package, details, website_url, is_audit_request, priority, source,
       add_ons, quoted_total, context, automated_reason)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'contact', $10::jsonb, $11, $12::jsonb, $15)
    returning id
  ), ${outboxInsertCte("lead", "$13", "$14")}
  select id from lead`,
};

export async function submitContact(
  deps: { db: Database; config: Config; now: () => Date },
  payload: ContactPayload,
): Promise<{ id: number }> {
  const configuration = configurationOf(payload);
  const audit = isAuditRequest(payload);
  const priority = contactPriority(payload);
  const automated = await formSubmissionReason(deps, deps.db, "contact", payload);
  const emails = withRowId((id) =>
    contactEmails(
      { id, payload, isAuditRequest: audit, priority, configuration, automatedReason: automated },
      { notifyTo: agencyInbox(deps.config), siteUrl: deps.config.siteUrl, replyTo: visitorReplyTo(deps.config) },
    ),
  );
  const context = configuration
    ? {
        pricingSource: configuration.source,
        priceList: configuration.list,
        package: configuration.packageId,
        base: configuration.base,
        monthly: configuration.monthly,
        maintenance: payload.maintenance === true,
      }
    : payload.priceList
      ? { priceList: payload.priceList }
      : null;
  const result = await deps.db.$client.query<{ id: number }>({
    ...INSERT_CONTACT_LEAD,
    values: [
      payload.name,
      payload.email,
      payload.business ?? null,
      payload.phone ?? null,
      payload.package ?? null,
      payload.details ?? null,
      payload.websiteUrl ?? null,
      audit,
      priority,
      // Every add-on the visitor chose, those the package includes too (shown as included, never priced).
      configuration
        ? JSON.stringify([...configuration.addOns, ...configuration.included].map((addOn) => addOn.id))
        : null,
      configuration ? configuration.total : null,
      context ? JSON.stringify(context) : null,
      emails.json,
      emails.rowIdPlaceholder,
      automated,
    ],
  });
  const row = result.rows[0];
  if (!row) throw new Error("contact submission was not stored");
  return { id: row.id };
}

/**
 * Accepting a contact lead: priority and audit flag (DECISIONS § Contact
 * priority), the pricing configuration recomputed from the catalog
 * (DECISIONS § Pricing "Totals"), and the lead and its two emails written in
 * one transaction (one statement), so an acknowledged lead always has its
 * mail queued.
 */
import { brand } from "../../../common/brand.ts";
import { PricingError } from "../../../common/catalog/index.ts";
import { CONTACT_MESSAGES, type ContactPayload } from "../../../common/forms/contact.ts";
import { type PricedConfiguration, priceConfiguration } from "../../../common/forms/contact-configuration.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http/errors.ts";
import { outboxInsertCte, withRowId } from "../../mail/outbox.ts";
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
 * The lead and its two emails in ONE statement (issue 11 §1): an INSERT into
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
       add_ons, quoted_total, context)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'contact', $10::jsonb, $11, $12::jsonb)
    returning id
  ), ${outboxInsertCte("lead", "$13", "$14")}
  select id from lead`,
};

export async function submitContact(
  deps: { db: Database; config: Config },
  payload: ContactPayload,
): Promise<{ id: number }> {
  const configuration = configurationOf(payload);
  const audit = isAuditRequest(payload);
  const priority = contactPriority(payload);
  const emails = withRowId((id) =>
    contactEmails(
      { id, payload, isAuditRequest: audit, priority, configuration },
      { notifyTo: deps.config.NOTIFY_EMAIL ?? brand.email, siteUrl: deps.config.siteUrl },
    ),
  );
  const context = configuration
    ? {
        pricingSource: configuration.source,
        package: configuration.packageId,
        base: configuration.base,
        monthly: configuration.monthly,
        maintenance: payload.maintenance === true,
      }
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
      configuration ? JSON.stringify(configuration.addOns.map((addOn) => addOn.id)) : null,
      configuration ? configuration.total : null,
      context ? JSON.stringify(context) : null,
      emails.json,
      emails.rowIdPlaceholder,
    ],
  });
  const row = result.rows[0];
  if (!row) throw new Error("contact submission was not stored");
  return { id: row.id };
}

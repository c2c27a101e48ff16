/**
 * Accepting a contact lead: priority and audit flag (DECISIONS § Contact
 * priority), the pricing configuration recomputed from the catalog
 * (DECISIONS § Pricing "Totals"), and the lead and its two emails written in
 * one transaction, so an acknowledged lead always has its mail queued.
 */
import { brand } from "../../../common/brand.ts";
import { PricingError } from "../../../common/catalog/index.ts";
import { CONTACT_MESSAGES, type ContactPayload } from "../../../common/forms/contact.ts";
import { type PricedConfiguration, priceConfiguration } from "../../../common/forms/contact-configuration.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { contactSubmissions } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { queueEmails } from "../../mail/outbox.ts";
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
  if (payload.addons.length === 0) return null;
  try {
    return priceConfiguration({
      packageId: payload.package,
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

export async function submitContact(
  deps: { db: Database; config: Config },
  payload: ContactPayload,
): Promise<{ id: number }> {
  const configuration = configurationOf(payload);
  const audit = isAuditRequest(payload);
  const priority = contactPriority(payload);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        name: payload.name,
        email: payload.email,
        business: payload.business,
        phone: payload.phone,
        package: payload.package,
        details: payload.details,
        websiteUrl: payload.websiteUrl,
        isAuditRequest: audit,
        priority,
        source: "contact",
        addOns: configuration ? configuration.addOns.map((addOn) => addOn.id) : null,
        quotedTotal: configuration ? configuration.total : null,
        context: configuration
          ? {
              pricingSource: configuration.source,
              base: configuration.base,
              monthly: configuration.monthly,
              maintenance: payload.maintenance === true,
            }
          : null,
      })
      .returning({ id: contactSubmissions.id });
    if (!row) throw new Error("contact submission was not stored");
    await queueEmails(
      tx,
      contactEmails(
        { id: row.id, payload, isAuditRequest: audit, priority, configuration },
        { notifyTo: deps.config.NOTIFY_EMAIL ?? brand.email, siteUrl: deps.config.siteUrl },
      ),
    );
    return { id: row.id };
  });
}

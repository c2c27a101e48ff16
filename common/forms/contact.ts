/**
 * The contact / project inquiry payload of POST /api/contact, shared by the
 * form and the API (docs/product/lead-capture.md § Contact fields). Its bounds
 * and messages are ours: name 1–100
 * characters, a valid email, details up to 5,000 characters, http/https
 * website addresses, required in audit mode.
 */
import { z } from "zod";
import { PRICE_LISTS, splitIdList } from "../catalog";
import { CONTACT_MESSAGES, canonicalContactPackage } from "./contact-options";
import { formTokenSchema } from "./form-token";
import { honeypotSchema } from "./honeypot";
import { optionalText } from "./optional-text";
import { optionalWebAddress } from "./web-address-schema";

export * from "./contact-options";

const addOnIds = z
  .union([z.string().max(2000), z.array(z.string().max(100)).max(50)])
  .nullish()
  .transform((value) => (value == null ? [] : splitIdList(Array.isArray(value) ? value.join(",") : value)));

export const contactSchema = z
  .object({
    name: z
      .string({ error: CONTACT_MESSAGES.name })
      .trim()
      .min(1, { error: CONTACT_MESSAGES.name })
      .max(100, { error: CONTACT_MESSAGES.nameTooLong }),
    email: z
      .string({ error: CONTACT_MESSAGES.email })
      .trim()
      .max(254, { error: CONTACT_MESSAGES.email })
      .pipe(z.email({ error: CONTACT_MESSAGES.email })),
    business: optionalText(200, CONTACT_MESSAGES.business),
    phone: optionalText(50, CONTACT_MESSAGES.phone),
    package: z
      .string({ error: CONTACT_MESSAGES.package })
      .nullish()
      .transform((value, context) => {
        if (value == null || value.trim() === "") return undefined;
        const canonical = canonicalContactPackage(value);
        if (!canonical) context.addIssue({ code: "custom", message: CONTACT_MESSAGES.package });
        return canonical;
      }),
    details: optionalText(5000, CONTACT_MESSAGES.details),
    websiteUrl: optionalWebAddress(CONTACT_MESSAGES.websiteUrlInvalid),
    isAuditRequest: z.boolean().nullish(),
    /** Add-on ids from the pricing tools: a comma-joined string (the address) or a list. */
    addons: addOnIds,
    /**
     * The package the configuration was built on. The visitor may pick another
     * package in the form after the hand-over; the configuration keeps its own.
     * Without it (a plain spec-format link), the form's package prices it.
     */
    configurationPackage: z.string().trim().max(40).nullish(),
    /** Which price list the ids belong to (the customizer and the quote builder differ). */
    pricingSource: z.enum(["customizer", "quote"]).nullish(),
    /**
     * The price list of the visitor's face, or the one a handed-over configuration was priced in
     * (docs/product/pricing.md § Price lists). Without it, a configuration is priced in its tool's own list.
     */
    priceList: z.enum(PRICE_LISTS).nullish(),
    maintenance: z.boolean().nullish(),
    /** The browser's total: accepted, never trusted (docs/product/pricing.md § Recomputed on the server). */
    total: z.union([z.number(), z.string().max(20)]).nullish(),
    companyFax: honeypotSchema,
    formToken: formTokenSchema,
  })
  .superRefine((value, context) => {
    const auditMode = value.isAuditRequest === true || value.package === "audit";
    if (auditMode && !value.websiteUrl) {
      context.addIssue({ code: "custom", path: ["websiteUrl"], message: CONTACT_MESSAGES.websiteUrl });
    }
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactPayload = z.infer<typeof contactSchema>;

/**
 * The contact / project inquiry payload (spec 001 §3 "Contact payload", §7
 * POST /api/contact), shared by the form and the API. The spec gives no
 * bounds or messages (§5), so these are ours (issue 5 §1): name 1–100
 * characters, a valid email, details up to 5,000 characters, http/https
 * website addresses, required in audit mode.
 */
import { z } from "zod";
import { formatDollars, PACKAGE_ID_ALIASES, SERVICE_TIERS, splitIdList, WEBSITE_PACKAGES } from "../catalog";
import { honeypotSchema } from "./honeypot";
import { optionalText } from "./optional-text";
import { optionalWebAddress } from "./web-address";

export const CONTACT_PACKAGE_IDS = ["essential", "business", "enterprise", "custom", "audit"] as const;
export type ContactPackageId = (typeof CONTACT_PACKAGE_IDS)[number];

export const CONTACT_MESSAGES = {
  name: "Please enter your name",
  nameTooLong: "Please keep your name under 100 characters",
  email: "Please enter a valid email address",
  business: "Please keep the business name under 200 characters",
  phone: "Please keep the phone number under 50 characters",
  package: "Please choose a project type from the list",
  details: "Please keep the project details under 5,000 characters",
  websiteUrl: "Please enter your website URL",
  websiteUrlInvalid: "Please enter a valid website URL starting with http:// or https://",
  addons: "Please choose add-ons from our price list",
} as const;

function tierPrice(key: string): string {
  const tier = SERVICE_TIERS.find((item) => item.key === key);
  return tier ? formatDollars(tier.startingPrice) : "";
}

function packageName(id: string): string {
  return WEBSITE_PACKAGES.find((item) => item.id === id)?.name ?? id;
}

const tierName = (key: string) => SERVICE_TIERS.find((item) => item.key === key)?.name ?? key;

/** Spec 001 §9 "Contact packages, dark variant (value, label)"; prices from the catalog tiers. */
export const CONTACT_PACKAGE_OPTIONS_DARK: ReadonlyArray<{ value: ContactPackageId; label: string }> = [
  { value: "essential", label: `${tierName("essential")} from ${tierPrice("essential")}` },
  { value: "business", label: `${tierName("business")} from ${tierPrice("business")}` },
  { value: "enterprise", label: `${tierName("enterprise")} from ${tierPrice("enterprise")}` },
  { value: "custom", label: "Custom Quote" },
  { value: "audit", label: "Website Audit Only" },
];

/** Spec 001 §9, light variant: the Packages page names with the tier prices, as the spec lists them. */
export const CONTACT_PACKAGE_OPTIONS_LIGHT: ReadonlyArray<{ value: ContactPackageId; label: string }> = [
  { value: "essential", label: `${packageName("essential")} ${tierPrice("essential")}` },
  { value: "business", label: `${packageName("business")} ${tierPrice("business")}` },
  { value: "enterprise", label: `${packageName("enterprise")} ${tierPrice("enterprise")}+` },
  { value: "custom", label: "Custom Quote" },
  { value: "audit", label: "Website Audit Only" },
];

/** The pricing tools may hand over the customizer's own ids (basic, professional, premium). */
export function canonicalContactPackage(raw: string | null | undefined): ContactPackageId | undefined {
  const value = raw?.trim().toLowerCase() ?? "";
  if (!value) return undefined;
  const alias = PACKAGE_ID_ALIASES[value];
  if (alias) return alias;
  return (CONTACT_PACKAGE_IDS as readonly string[]).includes(value) ? (value as ContactPackageId) : undefined;
}

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
    /** Which price list the ids belong to (the customizer and the quote builder differ). */
    pricingSource: z.enum(["customizer", "quote"]).nullish(),
    maintenance: z.boolean().nullish(),
    /** The browser's total: accepted for compatibility, never trusted (DECISIONS § Pricing "Totals"). */
    total: z.union([z.number(), z.string().max(20)]).nullish(),
    companyFax: honeypotSchema,
  })
  .superRefine((value, context) => {
    const auditMode = value.isAuditRequest === true || value.package === "audit";
    if (auditMode && !value.websiteUrl) {
      context.addIssue({ code: "custom", path: ["websiteUrl"], message: CONTACT_MESSAGES.websiteUrl });
    }
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactPayload = z.infer<typeof contactSchema>;

export interface ContactResponse {
  message: string;
}

export const CONTACT_SUCCESS_MESSAGE =
  "Thank you! We've received your project details and will get back to you within 24 hours.";

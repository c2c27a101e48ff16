/**
 * The contact form's names, messages and options (docs/product/lead-capture.md § Contact fields), without
 * zod: the page renders and the route modules import these before the
 * schema (contact.ts) is fetched on first use.
 */
import { formatDollars, PACKAGE_ID_ALIASES, SERVICE_TIERS, WEBSITE_PACKAGES } from "../catalog";

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
  websiteUrlInvalid: "Please enter a valid website URL, such as example.com",
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

/** Dark variant (value, label); prices from the catalog tiers (docs/product/pricing.md § Contact package values). */
export const CONTACT_PACKAGE_OPTIONS_DARK: ReadonlyArray<{ value: ContactPackageId; label: string }> = [
  { value: "essential", label: `${tierName("essential")} from ${tierPrice("essential")}` },
  { value: "business", label: `${tierName("business")} from ${tierPrice("business")}` },
  { value: "enterprise", label: `${tierName("enterprise")} from ${tierPrice("enterprise")}` },
  { value: "custom", label: "Custom Quote" },
  { value: "audit", label: "Website Audit Only" },
];

/** Light variant: the Packages page names with the tier prices (docs/product/pricing.md § Contact package values). */
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

export interface ContactResponse {
  message: string;
}

export const CONTACT_SUCCESS_MESSAGE =
  "Thank you! We've received your project details and will get back to you within 24 hours.";

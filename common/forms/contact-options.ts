/**
 * The contact form's names, messages and options (docs/product/lead-capture.md § Contact fields), without
 * zod: the page renders and the route modules import these before the
 * schema (contact.ts) is fetched on first use.
 */
import { landingOfferIn, offerPriceText, offersOf, type PriceList, packageIdFrom } from "../catalog";

export const CONTACT_PACKAGE_IDS = ["landing", "essential", "business", "enterprise", "custom", "audit"] as const;
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

type PackageOption = { value: ContactPackageId; label: string };

/**
 * The project types of a face, named and priced as its price list has them (docs/product/pricing.md
 * § Contact package values): "Foundation from $3,500" in the default face, "Essential Presence
 * $4,000" in the light one. The default face sells its entry tier, the Landing Page, first; the light
 * face does not sell it.
 */
function packageOptionsOf(list: PriceList): readonly PackageOption[] {
  const landingOffer = landingOfferIn(list);
  const landing: PackageOption[] = landingOffer
    ? [{ value: "landing", label: `${landingOffer.name} ${landingOffer.priceText}` }]
    : [];
  const priced = offersOf(list).map(
    (offer): PackageOption => ({ value: offer.id, label: `${offer.name} ${offerPriceText(list, offer)}` }),
  );
  return [
    ...landing,
    ...priced,
    { value: "custom", label: "Custom Quote" },
    { value: "audit", label: "Website Audit Only" },
  ];
}

export const CONTACT_PACKAGE_OPTIONS: Record<PriceList, readonly PackageOption[]> = {
  tiers: packageOptionsOf("tiers"),
  packages: packageOptionsOf("packages"),
};

/** A project type's label in a face's list; the id itself when it names none. */
export function contactPackageLabel(id: string, list: PriceList): string {
  return CONTACT_PACKAGE_OPTIONS[list].find((option) => option.value === id)?.label ?? id;
}

/** The pricing tools may hand over the customizer's own ids (basic, professional, premium). */
export function canonicalContactPackage(raw: string | null | undefined): ContactPackageId | undefined {
  const value = raw?.trim().toLowerCase() ?? "";
  if (!value) return undefined;
  const alias = packageIdFrom(value);
  if (alias) return alias;
  return (CONTACT_PACKAGE_IDS as readonly string[]).includes(value) ? (value as ContactPackageId) : undefined;
}

export interface ContactResponse {
  message: string;
}

export const CONTACT_SUCCESS_MESSAGE =
  "Thank you! We've received your project details and will get back to you within 24 hours.";

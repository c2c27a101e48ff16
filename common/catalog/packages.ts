/**
 * The three packages of the Packages page, which are also the packages of
 * the package customizer (docs/product/pricing.md § Packages page, § Customizer packages).
 * The customizer accepts both id spellings (docs/product/pricing.md § Package ids).
 */
import { CUSTOMIZER_ADD_ON_IDS, type CustomizerAddOnId } from "./customizer-add-ons";
import { type PackageId, packageIdFrom } from "./package-ids";

export { PACKAGE_ID_ALIASES, PACKAGE_IDS, type PackageId, packageIdFrom } from "./package-ids";

export interface WebsitePackage {
  id: PackageId;
  /** The id the customizer itself recognises (docs/product/pricing.md § Package ids). */
  customizerId: "basic" | "professional" | "premium";
  name: string;
  /** Upper-case name shown by the customizer header. */
  customizerName: string;
  basePrice: number;
  monthlyPrice?: number;
  duration: string;
  /** Duration as the customizer shows it. */
  customizerDuration: string;
  color: "cyan" | "magenta" | "violet";
  description: string;
  features: string[];
  popular: boolean;
  availableAddOns: readonly CustomizerAddOnId[];
}

const allExcept = (...excluded: CustomizerAddOnId[]) => CUSTOMIZER_ADD_ON_IDS.filter((id) => !excluded.includes(id));

export const WEBSITE_PACKAGES: readonly WebsitePackage[] = [
  {
    id: "essential",
    customizerId: "basic",
    name: "Essential Presence",
    customizerName: "ESSENTIAL PRESENCE",
    basePrice: 4000,
    duration: "1-2 weeks",
    customizerDuration: "1-2 weeks",
    color: "cyan",
    description: "A polished 5-page website that establishes your business online and brings in inquiries.",
    features: [
      "5-page custom website",
      "Mobile-responsive design",
      "Basic SEO set-up",
      "Contact form",
      "Social media links",
      "30-day support",
    ],
    popular: false,
    availableAddOns: ["logo", "copywriting", "contact-forms", "analytics", "priority-support", "training"],
  },
  {
    id: "business",
    customizerId: "professional",
    name: "Business Engine",
    customizerName: "BUSINESS ENGINE",
    basePrice: 8500,
    duration: "2-3 weeks",
    customizerDuration: "2-3 weeks",
    color: "magenta",
    description: "A 10-15 page growth website with a CMS, advanced SEO and the integrations your team relies on.",
    features: [
      "10-15 custom pages",
      "Content management system",
      "Advanced SEO optimization",
      "Analytics integration",
      "E-commerce ready",
      "90-day support",
    ],
    popular: true,
    availableAddOns: allExcept("contact-forms", "ecommerce"),
  },
  {
    id: "enterprise",
    customizerId: "premium",
    name: "Custom Enterprise",
    customizerName: "CUSTOM ENTERPRISE",
    basePrice: 12000,
    monthlyPrice: 1500,
    duration: "3-4 weeks",
    customizerDuration: "3-4 weeks + ongoing",
    color: "violet",
    description: "A fully custom platform with unlimited integrations, monthly updates and priority care.",
    features: [
      "Unlimited custom pages",
      "Custom functionality and integrations",
      "Enterprise SEO strategy",
      "Monthly updates and improvements",
      "Performance monitoring",
      "Priority support",
    ],
    popular: false,
    availableAddOns: allExcept("contact-forms"),
  },
];

export function packageById(id: string | null | undefined): WebsitePackage | undefined {
  const canonical = packageIdFrom(id);
  return canonical ? WEBSITE_PACKAGES.find((item) => item.id === canonical) : undefined;
}

/** Packages page feature comparison (docs/product/pricing.md § Feature comparison). */
export const PACKAGE_COMPARISON: ReadonlyArray<{ feature: string; values: Record<PackageId, string | boolean> }> = [
  { feature: "SEO", values: { essential: "Basic", business: "Advanced", enterprise: "Enterprise" } },
  { feature: "Custom integrations", values: { essential: "None", business: "Limited", enterprise: "Unlimited" } },
  { feature: "Content management system", values: { essential: false, business: true, enterprise: true } },
  { feature: "E-commerce ready", values: { essential: false, business: true, enterprise: true } },
  { feature: "Monthly updates", values: { essential: false, business: false, enterprise: true } },
  { feature: "Performance monitoring", values: { essential: false, business: false, enterprise: true } },
  { feature: "Priority support", values: { essential: false, business: false, enterprise: true } },
];

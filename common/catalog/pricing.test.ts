/**
 * The catalog's prices and totals against docs/product/pricing.md, with every expected
 * figure written out by hand from its tables (never computed by the
 * code under test).
 */
import { describe, expect, it } from "vitest";
import { canonicalContactPackage } from "../forms/contact-options";
import { CUSTOMIZER_ADD_ONS } from "./customizer-add-ons";
import { contactHref, recomputeHandOff } from "./hand-off";
import { packageById } from "./packages";
import { customizerTotal, PricingError, quoteTotal, tierTotal } from "./pricing";
import { MAINTENANCE_MONTHLY_PRICE, QUOTE_ADD_ONS, QUOTE_PACKAGES } from "./quote";
import { parseCustomizerAddOns, parseMaintenanceFlag, parseQuoteAddOns, resolveQuotePackage } from "./selection";

/** docs/product/pricing.md § Customizer add-ons. */
const CUSTOMIZER_PRICES: Record<string, number> = {
  logo: 350,
  branding: 750,
  "ui-upgrade": 500,
  copywriting: 450,
  "seo-premium": 650,
  "blog-setup": 400,
  "contact-forms": 300,
  "booking-system": 800,
  "user-accounts": 950,
  ecommerce: 1200,
  database: 600,
  "api-integration": 700,
  analytics: 250,
  "priority-support": 400,
  training: 350,
};

/** Each add-on alone, base + add-on, worked out by hand (docs/product/pricing.md § Customizer packages). */
const ALONE: Record<"essential" | "business" | "enterprise", Record<string, number>> = {
  essential: {
    logo: 4350,
    copywriting: 4450,
    "contact-forms": 4300,
    analytics: 4250,
    "priority-support": 4400,
    training: 4350,
  },
  business: {
    logo: 8850,
    branding: 9250,
    "ui-upgrade": 9000,
    copywriting: 8950,
    // Included in Business Engine: advanced SEO, analytics and a CMS's blog (docs/product/pricing.md § What an offer includes).
    "seo-premium": 8500,
    "blog-setup": 8500,
    "booking-system": 9300,
    "user-accounts": 9450,
    database: 9100,
    "api-integration": 9200,
    analytics: 8500,
    "priority-support": 8900,
    training: 8850,
  },
  enterprise: {
    logo: 12350,
    branding: 12750,
    "ui-upgrade": 12500,
    copywriting: 12450,
    // Included in Custom Enterprise: its SEO strategy, integrations and priority support.
    "seo-premium": 12000,
    "blog-setup": 12400,
    "booking-system": 12800,
    "user-accounts": 12950,
    ecommerce: 13200,
    database: 12600,
    "api-integration": 12000,
    analytics: 12250,
    "priority-support": 12000,
    training: 12350,
  },
};

/** Base, monthly and "everything available" totals, by hand. */
const PACKAGES = {
  essential: { aliases: ["essential", "basic"], base: 4000, monthly: 0, allTotal: 6100 },
  business: { aliases: ["business", "professional"], base: 8500, monthly: 0, allTotal: 14350 },
  enterprise: { aliases: ["enterprise", "premium"], base: 12000, monthly: 1500, allTotal: 18600 },
} as const;

/** The 23 priced add-ons of the quote builder (docs/product/pricing.md § Quote add-ons). */
const QUOTE_PRICES: Record<string, number> = {
  "premium-animations": 750,
  "custom-illustrations": 1200,
  "logo-design": 800,
  "brand-guidelines": 950,
  "professional-copywriting": 400,
  "photography-package": 800,
  "video-production": 2500,
  "basic-ecommerce": 1500,
  "advanced-ecommerce": 2800,
  "dropshipping-platform": 3200,
  "multi-vendor-marketplace": 4500,
  "subscription-ecommerce": 2100,
  "inventory-management": 1200,
  "booking-system": 1300,
  "membership-portal": 1800,
  "ai-chatbot": 750,
  "multi-language": 1100,
  "crm-integration": 1400,
  "api-integrations": 1600,
  "advanced-seo": 700,
  "social-media-integration": 400,
  "email-marketing": 650,
  "analytics-dashboard": 800,
};

describe("customizer catalog", () => {
  it("prices the 15 add-ons as the price list does", () => {
    expect(Object.fromEntries(CUSTOMIZER_ADD_ONS.map((addOn) => [addOn.id, addOn.price]))).toEqual(CUSTOMIZER_PRICES);
  });

  it("offers each package exactly the add-ons the price list names", () => {
    for (const [id, alone] of Object.entries(ALONE)) {
      expect([...packageById(id)!.availableAddOns].sort()).toEqual(Object.keys(alone).sort());
    }
  });
});

describe("customizerTotal", () => {
  for (const [packageId, expected] of Object.entries(PACKAGES)) {
    for (const spelling of expected.aliases) {
      it(`${spelling}: no add-ons is the base price, monthly apart`, () => {
        const result = customizerTotal(spelling, []);
        expect(result.total).toBe(expected.base);
        expect(result.base).toBe(expected.base);
        expect(result.monthly).toBe(expected.monthly);
      });

      it(`${spelling}: every available add-on alone`, () => {
        for (const [addOnId, total] of Object.entries(ALONE[packageId as keyof typeof ALONE])) {
          expect(customizerTotal(spelling, [addOnId]).total, addOnId).toBe(total);
        }
      });

      it(`${spelling}: all available add-ons together`, () => {
        const all = Object.keys(ALONE[packageId as keyof typeof ALONE]);
        const result = customizerTotal(spelling, all);
        expect(result.total).toBe(expected.allTotal);
        // The monthly price is never added to the one-off total (docs/product/pricing.md § Totals).
        expect(result.monthly).toBe(expected.monthly);
        // Each add-on is either priced or named as included, never both.
        expect(result.addOns.length + result.included.length).toBe(all.length);
      });
    }
  }

  it("counts a repeated add-on once", () => {
    expect(customizerTotal("business", ["logo", "logo", " logo "]).total).toBe(8850);
  });

  it("rejects an unknown package", () => {
    expect(() => customizerTotal("nope", [])).toThrow(PricingError);
    expect(() => customizerTotal("", [])).toThrow(PricingError);
    expect(() => customizerTotal("landing", [])).toThrow(PricingError);
  });

  it("rejects an unknown add-on", () => {
    expect(() => customizerTotal("business", ["logo", "teleporter"])).toThrow(PricingError);
  });

  it("rejects an add-on the package does not offer", () => {
    expect(() => customizerTotal("essential", ["branding"])).toThrow(PricingError);
    expect(() => customizerTotal("basic", ["ecommerce"])).toThrow(PricingError);
    expect(() => customizerTotal("professional", ["contact-forms"])).toThrow(PricingError);
    expect(() => customizerTotal("enterprise", ["contact-forms"])).toThrow(PricingError);
  });
});

describe("what an offer includes", () => {
  it("names an add-on the offer includes and never prices it", () => {
    // Business Engine is "E-commerce ready" and includes "Advanced SEO optimization".
    expect(customizerTotal("business", ["ecommerce", "seo-premium", "logo"])).toMatchObject({
      total: 8850,
      addOns: [{ id: "logo", price: 350 }],
      included: [
        { id: "ecommerce", name: "E-commerce Store" },
        { id: "seo-premium", name: "Premium SEO Package" },
      ],
    });
    // Growth Engine's "Booking or quote request flows", in the quote builder and the default face's customizer.
    expect(quoteTotal("business", ["booking-system"])).toMatchObject({
      total: 6000,
      included: [{ name: "Booking System" }],
    });
    expect(customizerTotal("business", ["booking-system"], "tiers").total).toBe(6000);
    // The Landing Page's analytics set-up.
    expect(tierTotal("landing", ["analytics-dashboard"])).toMatchObject({
      total: 1000,
      included: [{ id: "analytics-dashboard" }],
    });
  });

  it("prices an add-on that goes further than a feature the offer has", () => {
    // Foundation has technical SEO foundations; Advanced SEO adds to them.
    expect(quoteTotal("essential", ["advanced-seo"])).toMatchObject({ total: 4200, included: [] });
  });
});

describe("quote builder catalog", () => {
  it("offers all 23 add-ons at the spec's prices", () => {
    expect(QUOTE_ADD_ONS).toHaveLength(23);
    expect(Object.fromEntries(QUOTE_ADD_ONS.map((addOn) => [addOn.id, addOn.price]))).toEqual(QUOTE_PRICES);
  });

  it("has the spec's base prices and $200/month maintenance", () => {
    expect(Object.fromEntries(QUOTE_PACKAGES.map((item) => [item.id, [item.name, item.basePrice]]))).toEqual({
      essential: ["Foundation", 3500],
      business: ["Growth Engine", 6000],
      enterprise: ["Market Leader", 12000],
    });
    expect(MAINTENANCE_MONTHLY_PRICE).toBe(200);
  });
});

describe("quoteTotal", () => {
  it("is the base price alone", () => {
    expect(quoteTotal("essential", []).total).toBe(3500);
    expect(quoteTotal("business", []).total).toBe(6000);
    expect(quoteTotal("enterprise", []).total).toBe(12000);
  });

  it("adds each add-on alone to the base, except what the package includes", () => {
    // Growth Engine includes booking flows, advanced SEO and analytics dashboards, CRM and email marketing.
    const included = ["booking-system", "advanced-seo", "analytics-dashboard", "crm-integration", "email-marketing"];
    for (const [id, price] of Object.entries(QUOTE_PRICES)) {
      expect(quoteTotal("business", [id]).total, id).toBe(included.includes(id) ? 6000 : 6000 + price);
      expect(quoteTotal("essential", [id]).total, id).toBe(3500 + price);
    }
  });

  it("adds all 23 add-ons together", () => {
    // 3,700 design + 3,700 content + 15,300 e-commerce + 7,950 technical + 2,550 marketing = 33,200
    expect(quoteTotal("essential", Object.keys(QUOTE_PRICES)).total).toBe(36700);
    // Less Growth Engine's 1,300 + 700 + 800 + 1,400 + 650 = 4,850 included.
    expect(quoteTotal("business", Object.keys(QUOTE_PRICES)).total).toBe(34350);
    // Less Market Leader's integrations (1,600 + 1,400) and store or membership (1,500 + 2,800 + 1,800) = 9,100.
    expect(quoteTotal("enterprise", Object.keys(QUOTE_PRICES)).total).toBe(36100);
  });

  it("reports maintenance as $200/month without adding it to the total", () => {
    const without = quoteTotal("business", ["logo-design", "ai-chatbot"]);
    expect(without.total).toBe(7550);
    expect(without.monthly).toBe(0);
    const withMaintenance = quoteTotal("business", ["logo-design", "ai-chatbot"], true);
    expect(withMaintenance.total).toBe(7550);
    expect(withMaintenance.monthly).toBe(200);
  });

  it("rejects unknown packages and add-ons", () => {
    expect(() => quoteTotal("nope", [])).toThrow(PricingError);
    expect(() => quoteTotal("business", ["logo"])).toThrow(PricingError);
  });
});

describe("reading a shared address", () => {
  it("keeps the add-ons a package offers and reports the rest", () => {
    expect(parseCustomizerAddOns(packageById("basic")!, "logo, SEO-premium,,nope,logo")).toEqual({
      valid: ["logo"],
      dropped: ["seo-premium", "nope"],
    });
    expect(parseCustomizerAddOns(packageById("premium")!, "training,logo")).toEqual({
      valid: ["logo", "training"],
      dropped: [],
    });
    expect(parseCustomizerAddOns(packageById("business")!, null)).toEqual({ valid: [], dropped: [] });
  });

  it("reads quote add-ons and the maintenance flag", () => {
    expect(parseQuoteAddOns("advanced-seo,logo,ai-chatbot")).toEqual({
      valid: ["ai-chatbot", "advanced-seo"],
      dropped: ["logo"],
    });
    expect(parseMaintenanceFlag("1")).toBe(true);
    expect(parseMaintenanceFlag("0")).toBe(false);
    expect(parseMaintenanceFlag(null)).toBe(false);
  });

  it("opens the quote builder on business by default and on unknown values", () => {
    expect(resolveQuotePackage(null)).toMatchObject({ reason: "default", package: { id: "business" } });
    expect(resolveQuotePackage("enterprise")).toMatchObject({ reason: "requested", package: { id: "enterprise" } });
    expect(resolveQuotePackage("basic")).toMatchObject({ reason: "requested", package: { id: "essential" } });
    expect(resolveQuotePackage("nope")).toMatchObject({ reason: "unknown", package: { id: "business" } });
    // The Landing Page is a base in the default face; the light face does not sell it and opens its nearest.
    expect(resolveQuotePackage("landing")).toMatchObject({
      reason: "requested",
      package: { id: "landing", name: "Landing Page Package", basePrice: 1000 },
    });
    expect(resolveQuotePackage("landing", "packages")).toMatchObject({
      reason: "landing",
      package: { id: "essential" },
    });
  });

  it("names no package for an object's built-in keys ('__proto__' from a contact post answered 500)", () => {
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", " __PROTO__ "]) {
      expect(packageById(key), key).toBeUndefined();
      expect(canonicalContactPackage(key), key).toBeUndefined();
      expect(resolveQuotePackage(key), key).toMatchObject({ reason: "unknown", package: { id: "business" } });
    }
    expect(packageById(" Premium ")?.id).toBe("enterprise");
    expect(canonicalContactPackage("professional")).toBe("business");
  });
});

describe("the hand-over to /contact", () => {
  it("carries package, addons and total, and the server can recompute the total", () => {
    const href = contactHref("customizer", { packageId: "business", addOnIds: ["logo", "training"] }, 9200, "packages");
    expect(href).toBe("/contact?package=business&addons=logo,training&total=9200&source=customizer&list=packages");
    const params = new URL(href, "http://localhost").searchParams;
    expect(recomputeHandOff(params)?.total).toBe(9200);
  });

  it("prices the quote builder's ids with the quote builder's list", () => {
    const params = new URLSearchParams("package=business&addons=ai-chatbot&total=1&source=quote&maintenance=1");
    expect(recomputeHandOff(params)).toMatchObject({ total: 6750, monthly: 200, source: "quote" });
  });

  it("keeps the list it was priced in: the customizer in the default face prices logo at $800", () => {
    const href = contactHref("customizer", { packageId: "business", addOnIds: ["logo"] }, 6800, "tiers");
    const params = new URL(href, "http://localhost").searchParams;
    expect(recomputeHandOff(params)).toMatchObject({ base: 6000, total: 6800, list: "tiers", source: "customizer" });
  });

  it("prices a link from before lists were named in its tool's own list", () => {
    const params = new URLSearchParams("package=business&addons=logo&source=customizer");
    expect(recomputeHandOff(params)).toMatchObject({ total: 8850, list: "packages" });
  });

  it("returns null for ids the catalog does not price", () => {
    expect(recomputeHandOff(new URLSearchParams("package=nope&addons=&source=quote"))).toBeNull();
    expect(recomputeHandOff(new URLSearchParams("package=essential&addons=ecommerce&source=customizer"))).toBeNull();
  });
});

describe("tierTotal", () => {
  it("prices a tier as the quote builder does, and the Landing Page Package from its starting price", () => {
    expect(tierTotal("business", ["ai-chatbot"]).total).toBe(6750);
    // The Landing Page: $1,000 and the add-ons that fit one page, with no maintenance plan.
    expect(tierTotal("landing", ["professional-copywriting"], true)).toMatchObject({
      base: 1000,
      total: 1400,
      monthly: 0,
    });
    expect(quoteTotal("landing", ["video-production", "booking-system"])).toMatchObject({ total: 4800 });
    expect(() => tierTotal("landing", ["no-such-add-on"])).toThrow("Unknown add-on");
    expect(() => quoteTotal("landing", ["basic-ecommerce"])).toThrow(
      "The add-on Basic E-commerce is not available for Landing Page Package",
    );
    // The light face does not sell it.
    expect(() => quoteTotal("landing", [], false, "packages")).toThrow(PricingError);
  });
});

/**
 * One price for each thing in each face (docs/product/pricing.md § Price lists): every figure written
 * out by hand from the pricing tables, never computed by the code under test.
 */
import { describe, expect, it } from "vitest";
import { CUSTOMIZER_ADD_ONS } from "./customizer-add-ons";
import { customizerAddOnIn, offerOf, offersOf, type PriceList, quoteAddOnIn, readPriceList } from "./price-lists";
import { customizerTotal, quoteTotal } from "./pricing";
import { QUOTE_ADD_ONS } from "./quote";

/** The seven things both tools sell, by the face's name, with the face's one price. */
const SHARED_IN_FACE: Record<PriceList, Record<string, number>> = {
  tiers: {
    "Logo Design": 800,
    "Professional Copywriting": 400,
    "Analytics Dashboard": 800,
    "Booking System": 1300,
    "Basic E-commerce": 1500,
    "Advanced SEO": 700,
    "API Integrations": 1600,
  },
  packages: {
    "Logo Design": 350,
    "Professional Copywriting": 450,
    "Analytics Dashboard": 250,
    "Booking System": 800,
    "E-commerce Store": 1200,
    "Premium SEO Package": 650,
    "API Integration": 700,
  },
};

describe("offers in each face", () => {
  it("the default face sells the tiers, the light face the packages", () => {
    expect(offersOf("tiers").map((offer) => [offer.name, offer.basePrice, offer.monthlyPrice, offer.timeline])).toEqual(
      [
        ["Foundation", 3500, undefined, "2-3 weeks"],
        ["Growth Engine", 6000, undefined, "3-4 weeks"],
        ["Market Leader", 12000, undefined, "4-8 weeks"],
      ],
    );
    expect(
      offersOf("packages").map((offer) => [offer.name, offer.basePrice, offer.monthlyPrice, offer.timeline]),
    ).toEqual([
      ["Essential Presence", 4000, undefined, "1-2 weeks"],
      ["Business Engine", 8500, undefined, "2-3 weeks"],
      ["Custom Enterprise", 12000, 1500, "3-4 weeks"],
    ]);
  });

  it("finds an offer by either id spelling", () => {
    expect(offerOf("tiers", "professional")?.name).toBe("Growth Engine");
    expect(offerOf("packages", "Premium")?.name).toBe("Custom Enterprise");
    expect(offerOf("packages", "landing")).toBeUndefined();
  });

  it("reads an unknown list as the default face's", () => {
    expect(readPriceList("packages")).toBe("packages");
    expect(readPriceList("tiers")).toBe("tiers");
    expect(readPriceList("customizer")).toBe("tiers");
    expect(readPriceList(undefined)).toBe("tiers");
  });
});

describe.each(["tiers", "packages"] as const)("the %s face: one name, one price", (list) => {
  const seen = new Map<string, number>();
  for (const addOn of CUSTOMIZER_ADD_ONS) {
    const { name, price } = customizerAddOnIn(list, addOn);
    seen.set(`customizer:${name}`, price);
  }
  for (const addOn of QUOTE_ADD_ONS) {
    const { name, price } = quoteAddOnIn(list, addOn);
    seen.set(`quote:${name}`, price);
  }

  it("shows each shared add-on under one name at one price in both tools", () => {
    for (const [name, price] of Object.entries(SHARED_IN_FACE[list])) {
      expect(seen.get(`customizer:${name}`), `customizer ${name}`).toBe(price);
      expect(seen.get(`quote:${name}`), `quote builder ${name}`).toBe(price);
    }
  });

  it("never shows one name at two prices across the two tools", () => {
    const byName = new Map<string, Set<number>>();
    for (const [key, price] of seen) {
      const name = key.slice(key.indexOf(":") + 1);
      byName.set(name, (byName.get(name) ?? new Set()).add(price));
    }
    const conflicts = [...byName].filter(([, prices]) => prices.size > 1).map(([name]) => name);
    expect(conflicts).toEqual([]);
  });
});

describe("totals in each face", () => {
  it("the customizer in the default face: Foundation $3,500 + Logo Design $800 + Team Training $350", () => {
    const price = customizerTotal("essential", ["logo", "training"], "tiers");
    expect(price).toEqual({
      base: 3500,
      addOns: [
        { id: "logo", name: "Logo Design", price: 800 },
        { id: "training", name: "Team Training", price: 350 },
      ],
      included: [],
      total: 4650,
      monthly: 0,
    });
  });

  it("the customizer keeps its own list by default: Essential Presence $4,000 + logo $350", () => {
    expect(customizerTotal("basic", ["logo"]).total).toBe(4350);
  });

  it("the quote builder in the light face: Custom Enterprise $12,000 + $1,500/month, maintenance and SEO included", () => {
    const price = quoteTotal("enterprise", ["advanced-seo", "video-production"], true, "packages");
    expect(price).toEqual({
      base: 12000,
      addOns: [{ id: "video-production", name: "Video Production", price: 2500 }],
      // Custom Enterprise's "Enterprise SEO strategy" (docs/product/pricing.md § What an offer includes).
      included: [{ id: "advanced-seo", name: "Premium SEO Package" }],
      total: 14500,
      monthly: 1500,
    });
  });

  it("the quote builder in the light face: Business Engine $8,500 + Booking System $800, maintenance $200/month", () => {
    const price = quoteTotal("business", ["booking-system"], true, "packages");
    expect([price.total, price.monthly]).toEqual([9300, 200]);
  });

  it("the quote builder keeps its own list by default: Foundation $3,500 + Booking System $1,300", () => {
    expect(quoteTotal("essential", ["booking-system"]).total).toBe(4800);
  });
});

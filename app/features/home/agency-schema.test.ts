import { describe, expect, it } from "vitest";
import { SERVICE_TIERS } from "#common/catalog";
import { agencyStructuredData } from "./agency-schema";

describe("agencyStructuredData", () => {
  it("describes the agency with the four tiers as offers at their catalog prices", () => {
    const data = agencyStructuredData("default");
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.name).toBe("Meridian Studio");
    const offers = data.hasOfferCatalog.itemListElement;
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      ["Landing Page Package", 1000],
      ["Foundation", 3500],
      ["Growth Engine", 6000],
      ["Market Leader", 12000],
    ]);
    expect(offers).toHaveLength(SERVICE_TIERS.length);
    expect(offers.every((offer) => offer.priceCurrency === "USD")).toBe(true);
  });

  it("lists the light face's three packages at their prices on the light home, none of the tiers", () => {
    const offers = agencyStructuredData("conservative").hasOfferCatalog.itemListElement;
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      ["Essential Presence", 4000],
      ["Business Engine", 8500],
      ["Custom Enterprise", 12000],
    ]);
    expect(offers[0]?.url).toMatch(/\/services\?style=conservative$/);
  });
});

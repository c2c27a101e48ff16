import { describe, expect, it } from "vitest";
import { CUSTOMIZER_ADD_ONS } from "./customizer-add-ons";
import { inclusionEntries } from "./included";
import { offerOf } from "./price-lists";
import { QUOTE_ADD_ONS } from "./quote";
import { tierByKey } from "./tiers";

describe("what each offer includes", () => {
  it("comes from a feature line the offer itself lists, and names add-ons the tools sell", () => {
    for (const entry of inclusionEntries()) {
      const label = `${entry.list} ${entry.offerId} ${entry.quote ?? entry.customizer}`;
      const features =
        entry.offerId === "landing" ? tierByKey("landing")?.features : offerOf(entry.list, entry.offerId)?.features;
      expect(features, label).toContain(entry.covers);
      expect(entry.quote ?? entry.customizer, label).toBeDefined();
      if (entry.quote)
        expect(
          QUOTE_ADD_ONS.map((addOn) => addOn.id),
          label,
        ).toContain(entry.quote);
      if (entry.customizer)
        expect(
          CUSTOMIZER_ADD_ONS.map((addOn) => addOn.id),
          label,
        ).toContain(entry.customizer);
    }
  });

  it("leaves the light face's Landing Page out: that face does not sell it", () => {
    expect(inclusionEntries().filter((entry) => entry.list === "packages" && entry.offerId === "landing")).toEqual([]);
  });
});

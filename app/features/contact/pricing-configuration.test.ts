import { describe, expect, it } from "vitest";
import { handedOverConfiguration } from "./pricing-configuration";

const from = (query: string) => handedOverConfiguration(new URLSearchParams(query));

describe("handedOverConfiguration", () => {
  it("keeps the add-ons the catalog knows and names the ones it left out", () => {
    const configuration = from("package=essential&addons=logo-design,bogus&total=1&source=quote");
    expect(configuration?.priced.addOns.map((item) => item.name)).toEqual(["Logo Design"]);
    expect(configuration?.dropped).toEqual(["bogus"]);
    expect(configuration?.payload).toMatchObject({
      addons: ["logo-design"],
      configurationPackage: "essential",
      pricingSource: "quote",
    });
    // The catalog's total (base + logo design), never the address's 1.
    expect(configuration?.payload.total).toBe(configuration?.priced.total);
    expect(configuration?.priced.total).toBeGreaterThan(1);
  });

  it("infers the price list from the ids it knows when the tool is not named", () => {
    const configuration = from("package=essential&addons=logo,nope");
    expect(configuration?.priced.source).toBe("customizer");
    expect(configuration?.payload.addons).toEqual(["logo"]);
    expect(configuration?.dropped).toEqual(["nope"]);
  });

  it("leaves out a customizer add-on the package does not offer", () => {
    const configuration = from("package=essential&addons=logo,user-accounts&source=customizer");
    expect(configuration?.payload.addons).toEqual(["logo"]);
    expect(configuration?.dropped).toEqual(["user-accounts"]);
  });

  it("still shows the package when every add-on was unknown", () => {
    const configuration = from("package=business&addons=bogus&source=quote");
    expect(configuration?.priced.addOns).toEqual([]);
    expect(configuration?.dropped).toEqual(["bogus"]);
  });

  it("drops nothing from a clean hand-over", () => {
    expect(from("package=business&addons=logo-design,advanced-seo&total=1&source=quote")?.dropped).toEqual([]);
  });

  it("shows nothing for a package the catalog cannot price", () => {
    expect(from("package=platinum&addons=logo-design&source=quote")).toBeNull();
    expect(from("package=essential")).toBeNull();
  });
});

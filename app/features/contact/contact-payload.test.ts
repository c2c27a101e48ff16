import { describe, expect, it } from "vitest";
import { type StyleVariant, withVariant } from "#app/lib/style-variant";
import { manualAnalysisContactPath } from "#common/audit/audit-result";
import { addressPackage, addressWebsite } from "./contact-payload";

const packageOf = (query: string, list: "tiers" | "packages" = "tiers") =>
  addressPackage(new URLSearchParams(query), list);

describe("addressPackage", () => {
  it("chooses Website Audit Only for a manual-analysis request (audit package, audit mode)", () => {
    expect(packageOf("service=analysis")).toBe("audit");
  });

  it("keeps a package the address names", () => {
    expect(packageOf("service=analysis&package=business")).toBe("business");
  });

  it("chooses the Landing Page where the face sells it, and a custom quote in the light face, which does not", () => {
    expect(packageOf("package=landing")).toBe("landing");
    expect(packageOf("package=landing", "packages")).toBe("custom");
    expect(packageOf("package=business", "packages")).toBe("business");
  });

  it("chooses nothing otherwise", () => {
    expect(packageOf("")).toBe("");
    expect(packageOf("service=other")).toBe("");
    expect(packageOf("package=nope")).toBe("");
  });
});

describe("the audit's link to the contact form", () => {
  const linked = (websiteUrl: string, variant: StyleVariant = "default") =>
    new URL(withVariant(manualAnalysisContactPath(websiteUrl), variant), "https://meridian.example").searchParams;

  it("opens the form in audit mode with the audited address filled in", () => {
    expect(manualAnalysisContactPath("https://guarded-shop.example/")).toBe(
      "/contact?service=analysis&website=https%3A%2F%2Fguarded-shop.example%2F",
    );
    const params = linked("https://guarded-shop.example/shop?page=2&sort=new");
    expect(addressPackage(params, "tiers")).toBe("audit");
    expect(addressWebsite(params)).toBe("https://guarded-shop.example/shop?page=2&sort=new");
  });

  it("keeps the light variant", () => {
    const params = linked("http://guarded-shop.example/", "conservative");
    expect(params.get("style")).toBe("conservative");
    expect(addressWebsite(params)).toBe("http://guarded-shop.example/");
  });
});

describe("addressWebsite", () => {
  const websiteOf = (query: string) => addressWebsite(new URLSearchParams(query));

  it("takes a website address, with or without its protocol", () => {
    expect(websiteOf("website=bakery.example")).toBe("bakery.example");
    expect(websiteOf("website=%20https%3A%2F%2Fbakery.example%2F%20")).toBe("https://bakery.example/");
  });

  it("leaves out what is not a website address", () => {
    expect(websiteOf("")).toBe("");
    expect(websiteOf("website=javascript%3Aalert(1)")).toBe("");
    expect(websiteOf("website=not%20a%20site")).toBe("");
    expect(websiteOf(`website=https://bakery.example/${"a".repeat(2100)}`)).toBe("");
  });
});

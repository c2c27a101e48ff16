import { describe, expect, it } from "vitest";
import { isSitePath, pathsIn } from "./site-paths";

describe("isSitePath", () => {
  it("takes a pricing tool's link with the package and the add-ons its tool sells", () => {
    expect(isSitePath("/custom-quote?package=essential&addons=booking-system")).toBe(true);
    expect(isSitePath("/custom-quote?package=business&addons=logo-design,professional-copywriting&maintenance=1")).toBe(
      true,
    );
    expect(isSitePath("/customize-package?package=business&addons=logo,copywriting")).toBe(true);
  });

  it("refuses an add-on the page's tool does not sell, an unknown package or parameter", () => {
    expect(isSitePath("/customize-package?package=business&addons=booking-system,nope")).toBe(false);
    expect(isSitePath("/custom-quote?package=premium")).toBe(false);
    expect(isSitePath("/customize-package?package=business&maintenance=1")).toBe(false);
    expect(isSitePath("/contact?addons=logo")).toBe(false);
  });

  it("finds a link with its whole query in a reply", () => {
    expect(pathsIn("Price it at /custom-quote?package=essential&addons=booking-system, or call.")).toEqual([
      "/custom-quote?package=essential&addons=booking-system",
    ]);
  });
});

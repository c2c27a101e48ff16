/**
 * The light agency home (/conservative) carries its variant on in every link, also as the build
 * prerenders it: at /conservative/, with a trailing slash (docs/product/public-site.md § Style variants).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageAddressProvider } from "./page-address";
import { SiteLink, withVariant } from "./style-variant";

const hrefAt = (path: string) => {
  const address = new URL(path, "http://site.test");
  return renderToStaticMarkup(
    <PageAddressProvider address={{ pathname: address.pathname, search: address.search }}>
      <SiteLink to="/services">Start Your Project</SiteLink>
    </PageAddressProvider>,
  ).match(/href="([^"]*)"/)?.[1];
};

describe("SiteLink", () => {
  it("keeps the light variant on the light agency home, with or without the trailing slash", () => {
    expect(hrefAt("/conservative")).toBe("/services?style=conservative");
    expect(hrefAt("/conservative/")).toBe("/services?style=conservative");
    expect(hrefAt("/about/?style=conservative")).toBe("/services?style=conservative");
  });

  it("leaves links of the default variant alone", () => {
    expect(hrefAt("/home/")).toBe("/services");
    expect(hrefAt("/about")).toBe("/services");
  });
});

describe("withVariant", () => {
  it("adds the light variant to a query as written: a shared list of add-ons keeps its commas", () => {
    expect(withVariant("/customize-package?package=enterprise&addons=logo,user-accounts", "conservative")).toBe(
      "/customize-package?package=enterprise&addons=logo,user-accounts&style=conservative",
    );
    expect(withVariant("/contact#form", "conservative")).toBe("/contact?style=conservative#form");
    expect(withVariant("/contact?style=conservative", "conservative")).toBe("/contact?style=conservative");
  });
});

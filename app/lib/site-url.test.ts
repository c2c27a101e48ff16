import { afterEach, describe, expect, it, vi } from "vitest";
import { absoluteUrl, siteOrigin } from "./site-url";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("the site's origin", () => {
  it("on the server, is the PUBLIC_SITE_URL the server was started with", () => {
    vi.stubEnv("PUBLIC_SITE_URL", "https://www.started-with.example/");
    expect(siteOrigin()).toBe("https://www.started-with.example");
    expect(absoluteUrl("/about/")).toBe("https://www.started-with.example/about");
  });

  it("in the browser, is the one the server wrote on <html>, so client-side pages name the same address", () => {
    vi.stubEnv("PUBLIC_SITE_URL", "https://www.server-only.example");
    vi.stubGlobal("document", { documentElement: { dataset: { siteOrigin: "https://www.written-on-html.example" } } });
    expect(absoluteUrl("/services")).toBe("https://www.written-on-html.example/services");
  });
});

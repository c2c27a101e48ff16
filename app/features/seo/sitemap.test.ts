import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

describe("sitemapPaths", () => {
  it("keeps pages, drops files and duplicates", () => {
    expect(sitemapPaths(["/", "/home", "/sitemap.xml", "/robots.txt", "/home"])).toEqual(["/", "/home"]);
  });
});

describe("sitemapXml", () => {
  it("lists every URL in a sitemaps.org urlset", () => {
    const xml = sitemapXml(["https://example.com/", "https://example.com/home?a=1&b=2"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://example.com/</loc>");
    expect(xml).toContain("<loc>https://example.com/home?a=1&amp;b=2</loc>");
  });
});

describe("robotsTxt", () => {
  it("disallows the private areas and points to the sitemap", () => {
    const text = robotsTxt("https://example.com/sitemap.xml");
    for (const path of ["/admin", "/portal", "/client-portal", "/onboarding", "/api"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: https://example.com/sitemap.xml");
  });
});

import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";
import { absoluteUrl, siteOrigin } from "./site-url";

describe("pageMeta", () => {
  const tags = pageMeta({ title: "Services", description: "Four tiers.", path: "/services" });
  const find = (key: string, value: string) => tags.find((tag) => tag[key] === value);

  it("adds the brand to the title and repeats it in the social tags", () => {
    expect(find("title", "Services | Meridian Studio")).toBeDefined();
    expect(find("property", "og:title")?.content).toBe("Services | Meridian Studio");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("gives an absolute social image and, with a path, a canonical URL", () => {
    expect(find("property", "og:image")?.content).toBe(`${siteOrigin()}/og-image.png`);
    expect(find("rel", "canonical")?.href).toBe(`${siteOrigin()}/services`);
  });

  it("marks noindex pages", () => {
    const hidden = pageMeta({ title: "Admin", description: "Private.", noindex: true });
    expect(hidden.find((tag) => tag.name === "robots")?.content).toBe("noindex, nofollow");
  });
});

describe("absoluteUrl", () => {
  it("drops trailing slashes but keeps the root", () => {
    expect(absoluteUrl("/")).toBe(`${siteOrigin()}/`);
    expect(absoluteUrl("/home/")).toBe(`${siteOrigin()}/home`);
  });
});

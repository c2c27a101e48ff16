import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtSiteOrigin, siteOriginWarning } from "./built-site-origin.ts";

describe("the build's site origin against the server's", () => {
  it("reads the origin from robots.txt's Sitemap line", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "built-origin-"));
    fs.writeFileSync(
      path.join(dir, "robots.txt"),
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n",
    );
    expect(builtSiteOrigin(dir)).toBe("https://www.example.com");
    expect(builtSiteOrigin(path.join(dir, "missing"))).toBeUndefined();
  });

  it("warns when they differ and names the command that fixes it", () => {
    const warning = siteOriginWarning("http://localhost:3000", "https://www.example.com/");
    expect(warning).toContain("built for http://localhost:3000");
    expect(warning).toContain("PUBLIC_SITE_URL=https://www.example.com npm run build");
    expect(siteOriginWarning("https://www.example.com", "https://www.example.com/")).toBeUndefined();
    expect(siteOriginWarning(undefined, "https://www.example.com")).toBeUndefined();
    // Not set on the server: nothing to compare (the build warns when it is made without one).
    expect(siteOriginWarning("http://localhost:3000", undefined)).toBeUndefined();
  });
});

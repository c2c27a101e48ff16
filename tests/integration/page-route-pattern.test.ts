/**
 * Metric labels of server-rendered pages come from the build's route table,
 * so /metrics never holds a series per visited URL (docs/product/operations.md § Metrics). Needs
 * `npm run build` first (npm test does it).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPageRouteTable } from "#server/web/react-router-build";

const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

describe("page route patterns for metric labels", () => {
  it("names the route a path matches, with its parameters as patterns", async () => {
    const { pattern: patternOf } = await loadPageRouteTable(buildDir);
    expect(patternOf("/customize-package")).toBe("/customize-package");
    expect(patternOf("/mood-board/3f9a8c1d2e")).toBe("/mood-board/:shareId");
    expect(patternOf("/admin/dashboard")).toBe("/admin/dashboard");
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/no/such/page/123")).toBe("/*");
  });

  it("spells each page's path one way: the route's case, no trailing slash, parameters as given", async () => {
    const { canonicalPath } = await loadPageRouteTable(buildDir);
    expect(canonicalPath("/about")).toBe("/about");
    expect(canonicalPath("/About")).toBe("/about");
    expect(canonicalPath("/HOME/")).toBe("/home");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/Mood-Board/AbC123")).toBe("/mood-board/AbC123");
    expect(canonicalPath("/admin/Clients/12/")).toBe("/admin/clients/12");
    expect(canonicalPath("/no/such/page")).toBeUndefined();
  });
});

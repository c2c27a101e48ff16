/**
 * Metric labels of server-rendered pages come from the build's route table,
 * so /metrics never holds a series per visited URL (issue 11 §5). Needs
 * `npm run build` first (npm test does it).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPageRoutePattern } from "../../server/web/react-router-build";

const buildDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

describe("page route patterns for metric labels", () => {
  it("names the route a path matches, with its parameters as patterns", async () => {
    const patternOf = await loadPageRoutePattern(buildDir);
    expect(patternOf("/customize-package")).toBe("/customize-package");
    expect(patternOf("/mood-board/3f9a8c1d2e")).toBe("/mood-board/:shareId");
    expect(patternOf("/admin/dashboard")).toBe("/admin/dashboard");
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/no/such/page/123")).toBe("/*");
  });
});

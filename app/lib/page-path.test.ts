import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path";

describe("pagePath", () => {
  it("drops the trailing slash the build prerenders pages under, and keeps the root", () => {
    expect(pagePath("/conservative/")).toBe("/conservative");
    expect(pagePath("/conservative")).toBe("/conservative");
    expect(pagePath("/about//")).toBe("/about");
    expect(pagePath("/")).toBe("/");
  });
});

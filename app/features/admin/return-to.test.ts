import { describe, expect, it } from "vitest";
import { loginPathFor, returnPath } from "./return-to";

describe("back to the page asked for after sign-in", () => {
  it("carries a lead page through the sign-in page and back", () => {
    const login = loginPathFor({ pathname: "/admin/leads/submission/42", search: "" });
    expect(login).toBe("/admin/login?next=%2Fadmin%2Fleads%2Fsubmission%2F42");
    const next = new URL(login, "https://agency.example").searchParams.get("next");
    expect(returnPath(next)).toBe("/admin/leads/submission/42");
  });

  it("keeps the list's filters, and leaves /admin itself without ?next=", () => {
    expect(
      returnPath(
        new URLSearchParams(loginPathFor({ pathname: "/admin", search: "?tab=intakes" }).split("?")[1]).get("next"),
      ),
    ).toBe("/admin?tab=intakes");
    expect(loginPathFor({ pathname: "/admin", search: "" })).toBe("/admin/login");
  });

  it("follows only console addresses", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/administrator",
      "/home",
      "/admin\\@evil",
      "/admin/login?next=/admin",
    ]) {
      expect(returnPath(next), String(next)).toBe("/admin");
    }
    expect(returnPath("/admin/clients/3")).toBe("/admin/clients/3");
  });
});

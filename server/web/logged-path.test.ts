import { describe, expect, it } from "vitest";
import { loggedPath } from "./site-handler.ts";

const TOKEN = "Q2xpZW50LWludml0YXRpb24tdG9rZW4tZm9yLXRlc3Rz_-9";

describe("loggedPath", () => {
  it.each([
    [`/api/portal/invitations/${TOKEN}`, "(unmatched)", "/api/portal/invitations/:token"],
    [`/api/portal/invitations/${TOKEN}/`, "(unmatched)", "/api/portal/invitations/:token/"],
    [`/api/portal/invitations/${TOKEN}/extra`, "(unmatched)", "/api/portal/invitations/:token/:token"],
    [`/API/Portal/Invitations/${TOKEN}`, "(unmatched)", "/API/Portal/Invitations/:token"],
    [`/api/admin/invitations/${TOKEN}`, "(unmatched)", "/api/admin/invitations/:token"],
    [`/portal/set-password/${TOKEN}`, "(page)", "/portal/set-password/:token"],
    [`/admin/accept-invitation/${TOKEN}`, "(page)", "/admin/accept-invitation/:token"],
    [`/api/portal//invitations/${TOKEN}`, "(unmatched)", "/api/portal/invitations/:token"],
    [`//api//portal/invitations//${TOKEN}`, "(unmatched)", "/api/portal/invitations/:token"],
    [`/api/portal/invitations%2F${TOKEN}`, "(unmatched)", "/api/portal/invitations/:token"],
  ])("never logs the token of %s", (path, route, logged) => {
    expect(loggedPath(path, route)).toBe(logged);
  });

  it("keeps the routes' own words and every other path as it is", () => {
    expect(loggedPath("/api/portal/invitations/lookup", "/api/portal/invitations/lookup")).toBe(
      "/api/portal/invitations/lookup",
    );
    expect(loggedPath("/api/admin/invitations/accept", "(unmatched)")).toBe("/api/admin/invitations/accept");
    expect(loggedPath("/portal/set-password", "(page)")).toBe("/portal/set-password");
    expect(loggedPath("/blog/a-post", "(page)")).toBe("/blog/a-post");
  });
});

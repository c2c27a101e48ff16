import { describe, expect, it } from "vitest";
import { isMobileAgent, planNetwork } from "./network-plan";

const desktop = { width: 1440, mobileAgent: false, reducedMotion: false };

describe("planNetwork", () => {
  it("uses the spec's node count per intensity on desktop, animated", () => {
    expect(planNetwork("enhanced", desktop)).toMatchObject({ nodes: 35, mode: "animated" });
    expect(planNetwork("normal", desktop)).toMatchObject({ nodes: 25, mode: "animated" });
    expect(planNetwork("subtle", desktop)).toMatchObject({ nodes: 18, mode: "animated" });
  });

  it("simplifies under 768 px with at most 10 nodes", () => {
    expect(planNetwork("enhanced", { ...desktop, width: 700 })).toMatchObject({ nodes: 10, mode: "simplified" });
  });

  it("is static under 480 px, on mobile user agents and under reduced motion", () => {
    expect(planNetwork("normal", { ...desktop, width: 390 }).mode).toBe("static");
    expect(planNetwork("normal", { ...desktop, mobileAgent: true })).toMatchObject({ nodes: 10, mode: "static" });
    expect(planNetwork("normal", { ...desktop, reducedMotion: true })).toMatchObject({ nodes: 25, mode: "static" });
  });
});

describe("isMobileAgent", () => {
  it("recognises phones and tablets but not desktop browsers", () => {
    expect(isMobileAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe(true);
    expect(isMobileAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36")).toBe(true);
    expect(isMobileAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { linksBetween, type NetworkNode, nodeFill, seedNodes } from "./network-geometry";

const at = (x: number, y: number): NetworkNode => ({ x, y, vx: 0, vy: 0, r: 2 });

describe("network geometry", () => {
  it("seeds the planned number of nodes inside the screen", () => {
    const nodes = seedNodes(10, 390, 844, 0.14);
    expect(nodes).toHaveLength(10);
    for (const node of nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.x).toBeLessThanOrEqual(390);
      expect(node.y).toBeGreaterThanOrEqual(0);
      expect(node.y).toBeLessThanOrEqual(844);
      expect(node.r).toBeGreaterThanOrEqual(1.2);
      expect(node.r).toBeLessThanOrEqual(3);
    }
  });

  it("links each close pair once, fainter with distance, and leaves far pairs apart", () => {
    const a = at(0, 0);
    const b = at(30, 40); // 50 px from a
    const c = at(0, 120); // 120 px from a, 86 px from b
    const far = at(500, 500);
    const links = linksBetween([a, b, c, far], 100, "dark");
    expect(links.map((link) => [link.from, link.to])).toEqual([
      [a, b],
      [b, c],
    ]);
    // Half the link distance: half the full opacity (0.22 on the dark face).
    expect(links[0]!.opacity).toBeCloseTo(0.11, 5);
    expect(links[1]!.opacity).toBeLessThan(links[0]!.opacity);
    expect(linksBetween([a, b], 100, "light")[0]!.opacity).toBeCloseTo(0.08, 5);
  });

  it("gives every fifth node the accent colour", () => {
    expect(nodeFill(0, "dark").rgb).toBe("182, 255, 59");
    expect(nodeFill(1, "dark").rgb).toBe("34, 228, 255");
    expect(nodeFill(5, "dark").rgb).toBe("182, 255, 59");
  });
});

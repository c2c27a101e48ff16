/**
 * The tests run on Node 24 (README § Node.js): the `node` dependency's binary when it installed one for this
 * platform (npm puts node_modules/.bin first on PATH), the machine's own Node 24 otherwise.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const packageJson = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const pinned: string = packageJson.optionalDependencies.node;
const bundled = new URL("../node_modules/.bin/node", import.meta.url);

describe("runtime", () => {
  it("is Node 24", () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });

  it("is the pinned version when the node package installed its binary", () => {
    if (!fs.existsSync(bundled)) return;
    expect(process.versions.node).toBe(pinned);
  });
});

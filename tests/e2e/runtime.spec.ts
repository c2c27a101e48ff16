/** Playwright's runner and workers run on the `node` dependency's Node 24 (README § Node.js). */
import { expect, test } from "@playwright/test";

test("the test runner is Node 24", () => {
  expect(process.versions.node.startsWith("24.")).toBe(true);
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findChromium, findHeadlessShell, requireChromium, requireTestChromium } from "./chromium.mjs";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "chromium-paths-"));
const aBinary = path.join(folder, "chrome");
fs.writeFileSync(aBinary, "");
const missing = path.join(folder, "not-there");

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("which Chromium the audits and the tests use", () => {
  it("takes a CHROME_PATH that exists, and never replaces one that does not with Debian's", () => {
    expect(findChromium(aBinary)).toBe(aBinary);
    expect(findChromium(missing)).toBeNull();
    expect(() => requireChromium(missing)).toThrow(`CHROME_PATH points to ${missing}, which does not exist.`);
  });

  it("drives the end-to-end tests in E2E_CHROME_PATH when set, and says so when it does not exist", () => {
    expect(requireTestChromium(missing, aBinary)).toBe(aBinary);
    expect(() => requireTestChromium(aBinary, missing)).toThrow(
      `E2E_CHROME_PATH points to ${missing}, which does not exist.`,
    );
  });

  it("otherwise drives them in Debian's headless shell, or in the audits' Chromium without it", () => {
    expect(requireTestChromium(aBinary, undefined)).toBe(findHeadlessShell() ?? aBinary);
  });
});

import { describe, expect, it } from "vitest";
import { lazyModule } from "./lazy-module";
import { checksFor } from "./use-checks";

describe("checksFor", () => {
  it("says it is fetching while a press waits for the checks, and not once they are here", async () => {
    let release: (value: string) => void = () => {};
    const lazy = lazyModule(() => new Promise<string>((resolve) => (release = resolve)));
    const checks = checksFor(lazy);
    expect(checks.fetching()).toBe(false);
    const pending = checks.get();
    expect(checks.fetching()).toBe(true);
    release("schemas");
    await expect(pending).resolves.toBe("schemas");
    expect(checks.fetching()).toBe(false);
    // Once here, the checks come back without a fetch (and without a fetching phase).
    const again = checks.get();
    expect(checks.fetching()).toBe(false);
    await expect(again).resolves.toBe("schemas");
  });

  it("gives undefined when the checks cannot be fetched, and is ready for the next press", async () => {
    const checks = checksFor(lazyModule<string>(() => Promise.reject(new Error("offline"))));
    await expect(checks.get()).resolves.toBeUndefined();
    expect(checks.fetching()).toBe(false);
  });
});

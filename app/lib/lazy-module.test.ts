import { describe, expect, it } from "vitest";
import { lazyModule, loadOrSkip, warmOnInteraction } from "./lazy-module";

describe("lazyModule", () => {
  it("fetches once, however often it is asked, and then holds the module", async () => {
    let fetches = 0;
    const lazy = lazyModule(async () => {
      fetches += 1;
      return { answer: 42 };
    });
    expect(lazy.loaded).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.loaded).toEqual({ answer: 42 });
    await lazy.load();
    expect(fetches).toBe(1);
  });

  it("retries after a failed fetch instead of keeping the failure", async () => {
    let attempts = 0;
    const lazy = lazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("chunk failed to load");
      return "module";
    });
    await expect(lazy.load()).rejects.toThrow("chunk failed to load");
    expect(lazy.loaded).toBeUndefined();
    await expect(lazy.load()).resolves.toBe("module");
    expect(attempts).toBe(2);
  });

  it("loadOrSkip gives undefined when the module cannot be fetched", async () => {
    const lazy = lazyModule<string>(() => Promise.reject(new Error("offline")));
    await expect(loadOrSkip(lazy)).resolves.toBeUndefined();
  });

  it("the first focus or press starts the fetch; later ones do not fetch again", async () => {
    let fetches = 0;
    const lazy = lazyModule(async () => {
      fetches += 1;
      return "module";
    });
    const handlers = warmOnInteraction(lazy);
    expect(fetches).toBe(0);
    handlers.onFocus();
    handlers.onPointerDown();
    await lazy.load();
    handlers.onFocus();
    expect(fetches).toBe(1);
    expect(lazy.loaded).toBe("module");
  });

  it("a failed warm-up is not an unhandled rejection and leaves a retry possible", async () => {
    let attempts = 0;
    const lazy = lazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return "module";
    });
    warmOnInteraction(lazy).onFocus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(lazy.load()).resolves.toBe("module");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast, subscribeToasts, TOAST_REMOVE_DELAY_MS, toast } from "./toast-store";

afterEach(() => {
  vi.useRealTimers();
});

describe("notifications", () => {
  it("shows one notification at a time: a new one replaces the last", () => {
    toast({ title: "First" });
    toast({ title: "Second", description: "Newer" });
    expect(currentToasts()).toHaveLength(1);
    expect(currentToasts()[0]).toMatchObject({ title: "Second", description: "Newer", open: true });
  });

  it("keeps a dismissed notification for the removal delay, then removes it", () => {
    vi.useFakeTimers();
    const { id } = toast({ title: "Saved" });
    dismissToast(id);
    expect(currentToasts()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });

  it("tells subscribers about every change", () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToasts((items) => seen.push(items.length));
    toast({ title: "Hello" });
    unsubscribe();
    toast({ title: "Unheard" });
    expect(seen.at(-1)).toBe(1);
    expect(seen.length).toBe(2);
  });
});

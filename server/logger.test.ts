/** One JSON object per line, each stamped with the time it was written (the time text is reused within a millisecond). */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";

afterEach(() => {
  vi.useRealTimers();
});

describe("createLogger", () => {
  it("writes one JSON line per call with the current time, level, message and fields", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line));
    vi.setSystemTime(new Date("2026-11-22T12:00:00.000Z"));
    logger.info("request", { requestId: "abc", status: 200 });
    logger.info("request", { requestId: "def", status: 304 });
    vi.setSystemTime(new Date("2026-11-22T12:00:00.001Z"));
    logger.warn("slow", { ms: 12.5 });
    vi.setSystemTime(new Date("2026-11-22T12:00:01.250Z"));
    logger.error("failed");
    logger.debug("not written at level info");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { time: "2026-11-22T12:00:00.000Z", level: "info", msg: "request", requestId: "abc", status: 200 },
      { time: "2026-11-22T12:00:00.000Z", level: "info", msg: "request", requestId: "def", status: 304 },
      { time: "2026-11-22T12:00:00.001Z", level: "warn", msg: "slow", ms: 12.5 },
      { time: "2026-11-22T12:00:01.250Z", level: "error", msg: "failed" },
    ]);
  });

  it("keeps the time current across loggers", () => {
    vi.useFakeTimers();
    const first: string[] = [];
    const second: string[] = [];
    vi.setSystemTime(new Date("2026-11-22T08:00:00.000Z"));
    createLogger("info", (line) => first.push(line)).info("a");
    vi.setSystemTime(new Date("2026-11-23T09:30:00.500Z"));
    createLogger("info", (line) => second.push(line)).info("b");
    expect(JSON.parse(first[0] ?? "{}").time).toBe("2026-11-22T08:00:00.000Z");
    expect(JSON.parse(second[0] ?? "{}").time).toBe("2026-11-23T09:30:00.500Z");
  });
});

import { describe, expect, it } from "vitest";
import { formatDate, safeHttpUrl } from "./format";

describe("admin formatting", () => {
  it("formats dates in en-US short month, day, year, hour and minute", () => {
    const text = formatDate("2026-03-02T15:04:00Z");
    expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDate(null)).toBe("—");
  });

  it("allows only http and https links", () => {
    expect(safeHttpUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(safeHttpUrl("http://example.com")).toBe("http://example.com/");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("JaVaScRiPt:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,<script>")).toBeNull();
    expect(safeHttpUrl("example.com")).toBeNull();
    expect(safeHttpUrl("")).toBeNull();
  });
});

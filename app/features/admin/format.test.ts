import { describe, expect, it } from "vitest";
import { formatDate, formatDay, safeHttpUrl } from "./format";

describe("admin formatting", () => {
  it("shows a time on the agency's clock and names the zone, winter and summer", () => {
    // Whatever zone the test machine (or the admin's laptop) is in.
    expect(formatDate("2026-03-02T15:04:00Z").replace(/\s/g, " ")).toBe("Mar 2, 2026, 10:04 AM EST");
    expect(formatDate("2026-07-01T03:30:00Z").replace(/\s/g, " ")).toBe("Jun 30, 2026, 11:30 PM EDT");
    expect(formatDate(null)).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });

  it("shows a calendar date as that date, with no time and no zone", () => {
    expect(formatDay("2026-03-10")).toBe("Mar 10, 2026");
    expect(formatDay(null)).toBe("—");
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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { createAdmin, signIn, withToken } from "./admin-test-support.ts";
import { csvCell, csvRow, csvTime, csvTimeHeader } from "./csv.ts";

describe("CSV (RFC 4180 with formula neutralising)", () => {
  it("quotes fields holding commas, quotes or line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("prefixes text starting with = + - @ tab or CR with a single quote", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell("- a bullet point")).toBe("'- a bullet point");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("leaves phone numbers and plain numbers as they are", () => {
    expect(csvCell("+1 555 0100")).toBe("+1 555 0100");
    expect(csvCell("+1 (555) 010-0100")).toBe("+1 (555) 010-0100");
    expect(csvCell("+44.20.7946.0958")).toBe("+44.20.7946.0958");
    expect(csvCell("-5")).toBe("-5");
    expect(csvCell("+12.50")).toBe("+12.50");
    expect(csvCell("555-0100")).toBe("555-0100");
  });

  it("writes empty cells for null, numbers and booleans as is, and ends rows with CRLF", () => {
    expect(csvRow([1, null, undefined, true, "x"])).toBe("1,,,true,x\r\n");
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes times as the agency's wall clock in one format, winter and summer", () => {
    expect(csvTime("2026-01-15T17:04:05.000Z")).toBe("2026-01-15 12:04:05");
    expect(csvTime("2026-07-01T03:30:00.000Z")).toBe("2026-06-30 23:30:00");
    expect(csvTime(new Date("2026-03-08T07:00:00.000Z"))).toBe("2026-03-08 03:00:00");
    expect(csvCell(new Date("2026-11-01T05:59:59.000Z"))).toBe("2026-11-01 01:59:59");
    expect(csvTime(null)).toBe("");
    expect(csvTimeHeader("created_at")).toBe("created_at (America/New_York)");
  });
});

describe("GET /api/admin/<list>.csv", () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp({ now: () => new Date("2026-03-11T03:00:00.000Z") });
    await createAdmin(testApp);
    token = await signIn(testApp);
    await testApp.database.db.insert(contactSubmissions).values([
      {
        name: "Zoë Brontë",
        email: "zoe@example.com",
        phone: "+1 555 0100",
        business: "-5",
        details: "=1+1",
        websiteUrl: "@SUM(A1:A2)",
        createdAt: new Date("2026-03-10T15:00:00.000Z"),
      },
    ]);
  });
  afterAll(() => testApp.close());

  it("starts with a byte-order mark, names the zone of its times and guards only formulas", async () => {
    const response = await testApp.app.request("/api/admin/submissions.csv", withToken(token));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const [header = "", row = ""] = text.slice(1).split("\r\n");
    const cells = Object.fromEntries(header.split(",").map((name, index) => [name, row.split(",")[index]]));
    expect(cells["created_at (America/New_York)"]).toBe("2026-03-10 11:00:00");
    expect(cells.name).toBe("Zoë Brontë");
    expect(cells.phone).toBe("+1 555 0100");
    expect(cells.business).toBe("-5");
    expect(cells.details).toBe("'=1+1");
    expect(cells.website_url).toBe("'@SUM(A1:A2)");
    // The file is named for the agency's date: 03:00 UTC on the 11th is still the 10th in New York.
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="submissions-2026-03-10.csv"');
  });
});

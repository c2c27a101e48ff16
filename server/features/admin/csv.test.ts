import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.ts";

describe("CSV (RFC 4180 with formula neutralising)", () => {
  it("quotes fields holding commas, quotes or line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("prefixes cells starting with = + - @ tab or CR with a single quote", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes empty cells for null, numbers and booleans as is, and ends rows with CRLF", () => {
    expect(csvRow([1, null, undefined, true, "x"])).toBe("1,,,true,x\r\n");
    expect(csvCell(-5)).toBe("-5");
  });
});

import { describe, expect, it } from "vitest";
import { consultationStart } from "#common/consultation/schedule";
import { buildIcs, escapeText, foldLine } from "./ics";

const organizer = { name: "Meridian Studio", email: "hello@meridianstudio.dev" };

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("consultationStart", () => {
  it("turns 9:00 AM Eastern into 14:00 UTC in winter (EST) and 13:00 UTC in summer (EDT)", () => {
    expect(consultationStart("2027-01-14", "9:00 AM").toISOString()).toBe("2027-01-14T14:00:00.000Z");
    expect(consultationStart("2026-07-01", "9:00 AM").toISOString()).toBe("2026-07-01T13:00:00.000Z");
    expect(consultationStart("2026-07-01", "4:00 PM").toISOString()).toBe("2026-07-01T20:00:00.000Z");
  });

  it("follows the daylight-saving change on the day after it", () => {
    // 2026: DST starts Sunday March 8, ends Sunday November 1.
    expect(consultationStart("2026-03-06", "1:00 PM").toISOString()).toBe("2026-03-06T18:00:00.000Z");
    expect(consultationStart("2026-03-09", "1:00 PM").toISOString()).toBe("2026-03-09T17:00:00.000Z");
    expect(consultationStart("2026-10-30", "1:00 PM").toISOString()).toBe("2026-10-30T17:00:00.000Z");
    expect(consultationStart("2026-11-02", "1:00 PM").toISOString()).toBe("2026-11-02T18:00:00.000Z");
  });
});

describe("buildIcs", () => {
  const start = consultationStart("2027-01-14", "10:00 AM");
  const ics = buildIcs(
    {
      uid: "consultation-42@meridianstudio.dev",
      start,
      end: new Date(start.getTime() + 45 * 60_000),
      stamp: new Date("2027-01-05T08:30:15.123Z"),
      summary: "Technical Review with Meridian Studio",
      description: `Hello Ada,\nwe will review your site; bring questions, ideas and links. ${"Long text ".repeat(20)}`,
      location: "Video call (link by email)",
      organizer,
      attendee: { name: "Ada Lovelace", email: "ada@example.com" },
    },
    "Meridian Studio",
  );

  it("is one VCALENDAR with one VEVENT and the required properties", () => {
    const lines = unfold(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:consultation-42@meridianstudio.dev");
    expect(lines).toContain("DTSTAMP:20270105T083015Z");
    expect(lines).toContain("SUMMARY:Technical Review with Meridian Studio");
    expect(lines).toContain("ORGANIZER;CN=Meridian Studio:mailto:hello@meridianstudio.dev");
    expect(lines).toContain("ATTENDEE;CN=Ada Lovelace;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:ada@example.com");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("writes the start as the right UTC instant and the end from the duration", () => {
    const lines = unfold(ics);
    // 10:00 AM EST on January 14 is 15:00 UTC.
    expect(lines).toContain("DTSTART:20270114T150000Z");
    expect(lines).toContain("DTEND:20270114T154500Z");
  });

  it("ends every line with CRLF and folds none longer than 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const description = unfold(ics).find((line) => line.startsWith("DESCRIPTION:Hello"));
    expect(description).toContain("Hello Ada\\,\\nwe will review your site\\; bring questions\\, ideas and links.");
    expect(ics).toMatch(/\r\n /); // the long description was folded
  });
});

describe("escapeText and foldLine", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("never splits a multi-byte character when folding", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    for (const line of folded.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(60)}`);
  });

  it("names the attendee only with a name that reads as one, so a script's words never reach a calendar", () => {
    const spam = unfold(
      buildIcs(
        {
          uid: "consultation-43@meridianstudio.dev",
          start: consultationStart("2027-01-14", "11:00 AM"),
          end: consultationStart("2027-01-14", "1:00 PM"),
          stamp: new Date("2027-01-05T08:30:15.123Z"),
          summary: "Discovery Call with Meridian Studio",
          description: "Hello,",
          organizer,
          attendee: { name: "WIN $500 - claim at http://evil.test/x", email: "victim@example.com" },
        },
        "Meridian Studio",
      ),
    );
    expect(spam).toContain("ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:victim@example.com");
    expect(spam.join("\n")).not.toMatch(/WIN|evil\.test/);
  });
});

/**
 * A single-event iCalendar file (RFC 5545) for the consultation confirmation.
 * Times are written in UTC ("Z" form, §3.3.5), which every calendar client
 * reads correctly without a VTIMEZONE; lines end in CRLF and are folded at
 * 75 octets (§3.1); text values are escaped (§3.3.11).
 */
import { greetableName } from "#server/mail/visitor-greeting.ts";

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  organizer: { name: string; email: string };
  /** The visitor; their name is written only when it reads as a name (server/mail/visitor-greeting.ts). */
  attendee?: { name: string; email: string };
  /**
   * PUBLISH for the booking's invitation (the default); CANCEL, with the same
   * UID and a higher SEQUENCE, removes it from the visitor's calendar when the
   * agency cancels; REQUEST would move it.
   */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  /** Revision of the event (RFC 5545 §3.8.7.4): 0 for the invitation, higher for every later change. */
  sequence?: number;
}

/** 20260701T130000Z */
/**
 * `;CN=<name>` for a name that reads as one, else nothing: a calendar shows the attendee's name, and a script
 * must not get its own words ("WIN $500 - claim at http://…") into the agency's invitation.
 */
function attendeeName(raw: string): string {
  const name = greetableName(raw);
  return name ? `;CN=${paramValue(name)}` : "";
}

export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A parameter value is quoted when it holds ":", ";" or ","; DQUOTE itself is not allowed (§3.2). */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildIcs(event: CalendarEvent, productName: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(productName)}//Consultations//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method ?? "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee
      ? [`ATTENDEE${attendeeName(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`]
      : []),
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    "TRANSP:OPAQUE",
    // A cancelled event needs no reminder.
    ...(event.method === "CANCEL"
      ? []
      : ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "TRIGGER:-PT15M", "END:VALARM"]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

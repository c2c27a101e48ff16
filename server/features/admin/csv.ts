/**
 * CSV cells and rows per RFC 4180 (CRLF line ends; a field holding a comma,
 * quote, CR or LF is quoted, quotes doubled), as the console's exports write
 * them (docs/product/admin-console.md § CSV export):
 *
 * - The file starts with a UTF-8 byte-order mark, without which Excel on
 *   Windows reads the bytes as its local code page ("ZoÃ«" for "Zoë").
 * - Times are written in the agency's time zone, the one the console and the
 *   emails show, in one format Excel and Sheets read as a date and time
 *   ("2026-03-10 11:00:00"); the header names the zone.
 * - Spreadsheet formula injection is neutralised (OWASP "CSV Injection"): a
 *   cell starting with = + - @ TAB or CR gets a leading single quote, so
 *   Excel, LibreOffice and Sheets show it as text. A phone number ("+1 555
 *   0100") or a plain number ("-5") is left as it is: it holds only digits and
 *   separators, so there is no function for a spreadsheet to run, and a quote
 *   in front would make the agency's phone numbers wrong.
 */
import { AGENCY_TIME_ZONE, zonedParts } from "#common/time/zoned.ts";

export const CSV_BYTE_ORDER_MARK = "\uFEFF";
export const CSV_TIME_ZONE = AGENCY_TIME_ZONE;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number: sign, digits, one decimal point. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
/** A phone number as visitors type it: a plus, then digits with spaces, dots, hyphens or parentheses. */
const PHONE_NUMBER = /^\+\d[\d ().-]*\d$/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined | Date;

/** Whether a text starting like a formula is really one a spreadsheet might run. */
function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) && !PHONE_NUMBER.test(text);
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? csvTime(value) : String(value);
  if (typeof value === "string" && looksLikeFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as the agency's wall clock, "YYYY-MM-DD HH:MM:SS"; empty for no time. */
export function csvTime(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  const instant = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(instant.getTime())) return "";
  const p = zonedParts(instant, CSV_TIME_ZONE);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The header of a time column: its name and the zone its times are in, "created_at (America/New_York)". */
export function csvTimeHeader(header: string): string {
  return `${header} (${CSV_TIME_ZONE})`;
}

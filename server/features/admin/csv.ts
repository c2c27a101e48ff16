/**
 * CSV cells and rows per RFC 4180 (CRLF line ends; a field holding a comma,
 * quote, CR or LF is quoted, quotes doubled), with spreadsheet formula
 * injection neutralised: a cell starting with = + - @ TAB or CR gets a leading
 * single quote, so Excel, LibreOffice and Sheets show it as text (OWASP
 * "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined | Date;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

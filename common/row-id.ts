/**
 * A row id as an address carries it: a positive whole number that fits PostgreSQL's integer column, written
 * without sign, leading zeros or decimals. Anything else names no row (and asking the database would fail).
 */
export const MAX_ROW_ID = 2_147_483_647;

export function rowIdOf(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}

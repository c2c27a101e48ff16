import { formatDate } from "../format";

/**
 * Why a booking holds no place or time yet (docs/product/lead-capture.md § Confirmed by email). `how` is the
 * agency's way to give it one.
 */
export function notHeldReason(
  item: { automatedReason: string | null; confirmBy: string | null },
  now: Date,
  how: string,
): string | null {
  if (item.automatedReason) return `Not held: it looked automated. ${how}`;
  if (item.confirmBy && new Date(item.confirmBy) > now) {
    return `Not held yet: waiting for the visitor to open the link we emailed them (it works until ${formatDate(item.confirmBy)}). ${how}`;
  }
  return `Not held: the visitor did not open the link we emailed them in time. ${how}`;
}

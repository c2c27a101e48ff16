/** What the reservation page's loader and action give its form sent without the script (reserve-slot-action.server.ts). */
import type { PlainFormResult } from "#app/components/form/plain-form";
import { RESERVE_SLOT_STEP_FIELDS } from "#common/forms/reserve-slot-steps";
import type { SlotOption } from "#common/slots/calendar";

export const PLAIN_RESERVATION_FIELDS = [
  ...RESERVE_SLOT_STEP_FIELDS[1],
  ...RESERVE_SLOT_STEP_FIELDS[2],
  ...RESERVE_SLOT_STEP_FIELDS[3],
] as const;

export type PlainReservationValues = Record<(typeof PLAIN_RESERVATION_FIELDS)[number], string>;

export interface ReserveSlotLoaderData {
  formToken?: string;
  /** The bookable halves with their places; absent when the calendar could not be read (the form still sends). */
  slots?: SlotOption[];
}

export type ReserveSlotActionResult = PlainFormResult<PlainReservationValues>;

/**
 * The reservation wizard's steps (spec 001 §4), without zod: the wizard
 * renders and moves between steps with these before the schema
 * (reserve-slot.ts) is fetched on first use.
 */
import type { reserveSlotFields } from "./reserve-slot";

/** The fields NEXT STEP checks on each wizard step (spec 001 §4). */
export const RESERVE_SLOT_STEP_FIELDS = {
  1: ["name", "email", "business", "phone"],
  2: ["package", "preferredSlot"],
  3: ["projectDetails", "budget", "timeline"],
} as const satisfies Record<1 | 2 | 3, ReadonlyArray<keyof typeof reserveSlotFields>>;

export type ReserveSlotStep = keyof typeof RESERVE_SLOT_STEP_FIELDS;

/**
 * The reservation wizard's steps (docs/product/lead-capture.md § Wizard steps), without zod: the wizard
 * renders and moves between steps with these before the schema
 * (reserve-slot.ts) is fetched on first use. That module checks that every
 * field named here is one of the payload's, so this one imports nothing.
 */
/** The fields NEXT STEP checks on each wizard step (docs/product/lead-capture.md § Wizard steps). */
export const RESERVE_SLOT_STEP_FIELDS = {
  1: ["name", "email", "business", "phone"],
  2: ["package", "preferredSlot"],
  3: ["projectDetails", "budget", "timeline"],
} as const satisfies Record<1 | 2 | 3, readonly string[]>;

export type ReserveSlotStep = keyof typeof RESERVE_SLOT_STEP_FIELDS;

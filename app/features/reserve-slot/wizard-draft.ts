/**
 * The wizard's answers while a reservation is in progress, kept in
 * sessionStorage under one key so a reload (or Back/Forward through another
 * page) in the same tab does not lose what was typed. Session, not local,
 * storage: the answers hold contact details and should not outlive the tab.
 * Removed after a successful reservation.
 */
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";

export const EMPTY_VALUES = {
  name: "",
  email: "",
  business: "",
  phone: "",
  package: "",
  preferredSlot: "",
  projectDetails: "",
  budget: "",
  timeline: "",
  [HONEYPOT_FIELD]: "",
};
export type WizardValues = typeof EMPTY_VALUES;

const STORAGE_KEY = "reserveSlotDraft";

// The bot trap is never kept: a person never fills it, and a reload should not carry a bot's answer over.
const KEPT_FIELDS = (Object.keys(EMPTY_VALUES) as Array<keyof WizardValues>).filter(
  (field) => field !== HONEYPOT_FIELD,
);

/** The answers kept in this tab, or undefined when there are none (or storage is unavailable). */
export function readDraft(): WizardValues | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (!saved || typeof saved !== "object") return undefined;
    // Only the known fields, and only strings: the entry may come from an older version of the page.
    const values = { ...EMPTY_VALUES };
    for (const field of KEPT_FIELDS) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === "string") values[field] = value;
    }
    return values;
  } catch {
    return undefined; // storage unavailable or the entry unreadable: start empty
  }
}

/** Keeps the answers; an empty form leaves nothing in storage. */
export function saveDraft(values: WizardValues) {
  try {
    const kept = Object.fromEntries(
      KEPT_FIELDS.filter((field) => values[field]).map((field) => [field, values[field]]),
    );
    if (Object.keys(kept).length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage full or unavailable: the answers still live in the page
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

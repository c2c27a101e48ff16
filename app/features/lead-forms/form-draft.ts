/**
 * What a visitor typed into a lead form, kept in sessionStorage (QA: a reload,
 * or Back from the privacy policy, emptied a long form). sessionStorage, not
 * localStorage: the draft lives as long as the tab, and a shared computer
 * does not hand it to the next person. One key per form.
 *
 * The spam trap is never kept or restored: a bot's value must not come back
 * as if a person had typed it (common/forms/honeypot-field.ts).
 */
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";

export type Draft = Record<string, string>;
/** A form's values: every field a string (an interface such as ContactValues fits too). */
export type FormValues<Values> = Readonly<Record<keyof Values, string>>;

const PREFIX = "leadFormDraft:";

export const draftKey = (form: string) => `${PREFIX}${form}`;

/** The fields worth keeping: filled ones, never the spam trap. Null when there is nothing to keep. */
export function draftOf<Values extends FormValues<Values>>(values: Values): Draft | null {
  const kept = Object.entries<string>(values).filter(([field, value]) => field !== HONEYPOT_FIELD && value !== "");
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** A stored draft, read defensively: only the form's own fields, only strings, never the spam trap. */
export function parseDraft(raw: string | null, fields: readonly string[]): Draft | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const known = Object.entries(parsed as Record<string, unknown>).filter(
    (entry): entry is [string, string] =>
      entry[0] !== HONEYPOT_FIELD && fields.includes(entry[0]) && typeof entry[1] === "string",
  );
  return known.length > 0 ? Object.fromEntries(known) : null;
}

/**
 * The draft fills only fields that are still empty: what the page already
 * holds (a package the address preselects, say) is newer than the draft.
 * Returns `current` itself when nothing changes.
 */
export function fillEmpty<Values extends FormValues<Values>>(current: Values, draft: Draft): Values {
  const filled = Object.entries(draft).filter(([field]) => current[field as keyof Values] === "");
  return filled.length > 0 ? { ...current, ...Object.fromEntries(filled) } : current;
}

/** Storage can be missing or refuse (privacy modes, a full quota): a draft is a comfort, never an error. */
function attempt<Result>(action: () => Result): Result | null {
  try {
    return action();
  } catch {
    return null;
  }
}

export function loadDraft(storage: Storage, form: string, fields: readonly string[]): Draft | null {
  return parseDraft(
    attempt(() => storage.getItem(draftKey(form))),
    fields,
  );
}

export function saveDraft<Values extends FormValues<Values>>(storage: Storage, form: string, values: Values) {
  const draft = draftOf(values);
  attempt(() => (draft ? storage.setItem(draftKey(form), JSON.stringify(draft)) : storage.removeItem(draftKey(form))));
}

export function clearDraft(storage: Storage, form: string) {
  attempt(() => storage.removeItem(draftKey(form)));
}

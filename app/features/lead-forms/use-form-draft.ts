import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef } from "react";
import { clearDraft, type FormValues, fillEmpty, loadDraft, saveDraft } from "./form-draft";

/** sessionStorage, or null where the browser refuses it (reading the property itself can throw). */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps a lead form's values as a draft in sessionStorage (see form-draft.ts)
 * and brings it back when the form is shown again. Restored in an effect,
 * after hydration: the first HTML is prerendered or server-rendered without
 * it, so hydration sees the same empty form the server sent. Call `clear()`
 * once the form was sent.
 */
export function useFormDraft<Values extends FormValues<Values>>(
  form: string,
  values: Values,
  setValues: Dispatch<SetStateAction<Values>>,
) {
  // The values the form started with: saving them would overwrite the draft before it is restored.
  const initial = useRef(values);

  useEffect(() => {
    const storage = session();
    const draft = storage && loadDraft(storage, form, Object.keys(initial.current));
    if (draft) setValues((current) => fillEmpty(current, draft));
  }, [form, setValues]);

  useEffect(() => {
    const storage = session();
    if (storage && values !== initial.current) saveDraft(storage, form, values);
  }, [form, values]);

  // The effect above runs after the next paint (Preact's islands defer effects to a frame): a reload or a
  // closed tab right after the last keystroke would leave that field out of the draft, so the page's exit
  // saves the values it shows.
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    const saveOnExit = () => {
      const storage = session();
      if (storage && latest.current !== initial.current) saveDraft(storage, form, latest.current);
    };
    window.addEventListener("pagehide", saveOnExit);
    return () => window.removeEventListener("pagehide", saveOnExit);
  }, [form]);

  const clear = useCallback(() => {
    const storage = session();
    if (storage) clearDraft(storage, form);
    // A sent form's values are not a draft: leaving the page does not store them again.
    initial.current = latest.current;
  }, [form]);
  return { clear };
}

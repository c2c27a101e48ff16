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

  const clear = useCallback(() => {
    const storage = session();
    if (storage) clearDraft(storage, form);
  }, [form]);
  return { clear };
}

import { type ChangeEvent, type RefObject, useState } from "react";
import { focusFirstInvalid } from "./server-errors";

type ChangeOf = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The answers and field messages of a form built from the labelled fields
 * (./labelled-fields.tsx). Typing in a field clears its message, and a set of
 * messages focuses the first field concerned, in the order given, so the
 * visitor lands on what to fix.
 */
export function useFormValues<Values extends Record<string, string>>(
  empty: Values,
  fieldOrder: readonly string[],
  formRef: RefObject<HTMLFormElement | null>,
) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (field: keyof Values & string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, fieldOrder, found));
  };

  /** What a labelled field needs for one answer: its name, value, message and change handler. */
  const bind = (field: keyof Values & string) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeOf) => set(field)(event.target.value),
  });

  /**
   * Spread first on the <form>: it posts without script, leaves the checks to the page (the browser's own
   * bubbles would come first otherwise), and is where showErrors looks for the first field to focus.
   */
  const formProps = { method: "post", ref: formRef, noValidate: true } as const;

  return { values, setValues, errors, setErrors, set, showErrors, bind, formProps };
}

import { useEffect, useMemo } from "react";
import { FORM_TOKEN_FIELD, type FormName } from "#common/forms/form-token-field";
import { formTokenHolder } from "./form-token-holder";

/**
 * The form's token (docs/product/lead-capture.md § Automated submissions): asked
 * for when the form is shown, sent with the body, and spent by the send, so the
 * next send has a fresh one. A person's form is never sent with a token younger
 * than the server accepts: in the rare send that would (a form filled in before
 * the page's script ran, sent as soon as it did), the send waits the rest of
 * two seconds. A token that could not be fetched is asked for once more; a form
 * sent without one is still stored, as a lead that looks automated.
 *
 * Returns the function that gives the next send's `{ formToken }`.
 */
export function useFormToken(form: FormName): () => Promise<{ [FORM_TOKEN_FIELD]?: string }> {
  const holder = useMemo(() => formTokenHolder(form), [form]);
  useEffect(() => holder.warm(), [holder]);
  return holder.next;
}

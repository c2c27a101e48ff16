import { useCallback, useEffect, useRef } from "react";
import { apiRequest } from "#app/lib/api-request";
import { FORM_TOKEN_FIELD, type FormName } from "#common/forms/form-token-field";

/** Just over the server's MIN_FORM_ELAPSED_MS (server/features/spam/automated-submission.ts). */
const YOUNGEST_SENT_MS = 2_100;
/** A token held longer (a tab left open overnight) is exchanged before sending: the server refuses a day-old one. */
const EXCHANGE_AFTER_MS = 12 * 60 * 60 * 1000;

interface HeldToken {
  token?: string;
  /** performance.now() when it arrived: the server issued it a little before. */
  receivedAt: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const held = useRef<Promise<HeldToken> | null>(null);
  const fetchToken = useCallback(
    (): Promise<HeldToken> =>
      apiRequest<{ formToken: string }>(`/api/form-token?form=${form}`, "GET").then(
        (body) => ({ token: body.formToken, receivedAt: performance.now() }),
        () => ({ receivedAt: performance.now() }),
      ),
    [form],
  );
  useEffect(() => {
    held.current ??= fetchToken();
  }, [fetchToken]);
  return useCallback(async () => {
    held.current ??= fetchToken();
    let current = await held.current;
    if (!current.token || performance.now() - current.receivedAt > EXCHANGE_AFTER_MS) current = await fetchToken();
    const early = current.receivedAt + YOUNGEST_SENT_MS - performance.now();
    if (early > 0) await wait(early);
    held.current = fetchToken(); // this one is spent by the send
    return current.token ? { [FORM_TOKEN_FIELD]: current.token } : {};
  }, [fetchToken]);
}

/**
 * A form's token without React, for the form kit's hook (./use-form-token.ts) and the static pages' scripts.
 */
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
 * A form's token outside React (docs/product/lead-capture.md § Automated submissions): `warm()` asks for one when
 * the form is shown; `next()` gives the send's `{ formToken }` and asks for the next at once. The rules are
 * those of `useFormToken` below, which holds one of these; the static pages' newsletter box holds another.
 */
export function formTokenHolder(form: FormName) {
  let held: Promise<HeldToken> | null = null;
  const fetchToken = (): Promise<HeldToken> =>
    apiRequest<{ formToken: string }>(`/api/form-token?form=${form}`, "GET").then(
      (body) => ({ token: body.formToken, receivedAt: performance.now() }),
      () => ({ receivedAt: performance.now() }),
    );
  return {
    warm() {
      held ??= fetchToken();
    },
    async next(): Promise<{ [FORM_TOKEN_FIELD]?: string }> {
      held ??= fetchToken();
      let current = await held;
      if (!current.token || performance.now() - current.receivedAt > EXCHANGE_AFTER_MS) current = await fetchToken();
      const early = current.receivedAt + YOUNGEST_SENT_MS - performance.now();
      if (early > 0) await wait(early);
      held = fetchToken(); // this one is spent by the send
      return current.token ? { [FORM_TOKEN_FIELD]: current.token } : {};
    },
  };
}

import { useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf, serverFieldErrors } from "./server-errors";

/**
 * A form whose checks are already in the page: the answers are checked first
 * and only sent when they pass. The check's messages, or the server's field
 * messages when it refuses them, show under the fields; `busy` is true while
 * the answers are sent.
 */
export function useCheckedSend() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** Checks `input` against `schema` and hands the checked data to `deliver`; `failed` hears of a send that failed. */
  const send = async <Data>(
    schema: z.ZodType<Data>,
    input: unknown,
    deliver: (data: Data) => Promise<void>,
    failed?: (error: unknown) => void,
  ) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await deliver(parsed.data);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      failed?.(error);
    } finally {
      setBusy(false);
    }
  };

  return { errors, setErrors, busy, send };
}

/**
 * Form tokens for tests (server/features/spam/form-token.ts): the test apps sign
 * with TEST_FORM_TOKEN_SECRET, so a test mints what the form kit would have been
 * given, issued some seconds before the app's clock, as a person's form is.
 * Each call gives a fresh token: a token is good for one submission.
 */
import type { FormName } from "#common/forms/form-token";
import { mintFormToken } from "#server/features/spam/form-token";

export const TEST_FORM_TOKEN_SECRET = "test-only-form-token-secret-0123456789";

const wallClock = () => new Date();
let appClock: () => Date = wallClock;

/** The clock of the app the tokens are for: createTestApp and appOverPool set theirs. Returns the one before. */
export function setFormTokenClock(now: () => Date): () => Date {
  const before = appClock;
  appClock = now;
  return before;
}

/** Back to the wall clock, as a test file starts (tests/support/each-file-setup.ts). */
export function resetFormTokenClock(): void {
  appClock = wallClock;
}

/** `{ formToken }` for a body of `form`, issued `ageMs` before the app's clock (a person's 12 s by default). */
export function formToken(form: FormName, ageMs = 12_000): { formToken: string } {
  const issuedAt = new Date(appClock().getTime() - ageMs);
  return { formToken: mintFormToken(Buffer.from(TEST_FORM_TOKEN_SECRET, "utf8"), form, issuedAt) };
}

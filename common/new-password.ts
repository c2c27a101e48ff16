/**
 * The rule for a password someone chooses now (a client on /portal/set-password,
 * an admin accepting an invitation, the agency in ADMIN_PASSWORD): at least 10 characters, not one of the
 * most common passwords, and hard enough to guess by a strength estimator that also knows the person's
 * name and address (server/passwords/password-strength.ts). The browser checks the length only; the
 * dictionaries are too large to send to every visitor. Signing in accepts any stored password: the rule
 * applies when a password is chosen, not when it is used.
 */
import { z } from "zod";

export const NEW_PASSWORD_MIN = 10;
/** Matches the sign-in form's upper bound, so every password chosen can be typed there. */
export const NEW_PASSWORD_MAX = 200;

export const NEW_PASSWORD_MESSAGES = {
  empty: "Please choose a password",
  tooShort: `Password must be at least ${NEW_PASSWORD_MIN} characters`,
  tooLong: `Password must be at most ${NEW_PASSWORD_MAX} characters`,
  tooCommon: "This password is too common: choose one that is harder to guess.",
  tooWeak: "This password is too easy to guess: choose a longer one, such as a few unrelated words.",
  edgeSpaces: "Password must not start or end with a space",
  personal: "This password is built on your name, your email or ours: choose one that is not.",
} as const;

// Passwords are never trimmed: every character typed counts.
// An empty field is told to choose one, not that nothing is too short (abort: one message per field).
export const newPasswordSchema = z
  .string({ error: NEW_PASSWORD_MESSAGES.empty })
  .min(1, { message: NEW_PASSWORD_MESSAGES.empty, abort: true })
  .min(NEW_PASSWORD_MIN, { message: NEW_PASSWORD_MESSAGES.tooShort })
  .max(NEW_PASSWORD_MAX, { message: NEW_PASSWORD_MESSAGES.tooLong });

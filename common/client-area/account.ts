/**
 * Client accounts: the sign-in and registration messages are the product
 * specification's, word for word, except the new password's, which follows
 * the stricter rule in common/new-password.ts (sign-in still accepts any
 * password of 8 or more characters, so older passwords keep working). The
 * registration schema is the one an invited client fills in on
 * /portal/set-password (the admin creates accounts, the client only chooses a
 * password and checks the details); accepting an invitation adds its token.
 * Upper bounds are ours and match the columns of `clients`.
 */
import { z } from "zod";
import { optionalPhone, optionalText } from "../forms/booking-fields";
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MESSAGES, newPasswordSchema } from "../new-password";

export const ACCOUNT_MESSAGES = {
  email: "Please enter a valid email",
  password: "Password must be at least 8 characters",
  /** An empty field asks for the password rather than saying nothing is too short. */
  passwordEmpty: "Please enter your password",
  passwordTooLong: NEW_PASSWORD_MESSAGES.tooLong,
  firstName: "First name is required",
  firstNameTooLong: "First name must be at most 100 characters",
  lastName: "Last name is required",
  lastNameTooLong: "Last name must be at most 100 characters",
  company: "Company name must be at most 200 characters",
  invitation: "This invitation link is invalid or has expired.",
  passwordsDiffer: "Passwords do not match",
} as const;

export const PASSWORD_MIN = 8;
/** The sign-in form takes any password a client could have chosen. */
export const PASSWORD_MAX = NEW_PASSWORD_MAX;

const email = z
  .string({ error: ACCOUNT_MESSAGES.email })
  .trim()
  .max(320, { message: ACCOUNT_MESSAGES.email })
  .pipe(z.email({ message: ACCOUNT_MESSAGES.email }));

// Passwords are never trimmed: every character the client typed counts.
const password = z
  .string({ error: ACCOUNT_MESSAGES.passwordEmpty })
  .min(1, { message: ACCOUNT_MESSAGES.passwordEmpty, abort: true })
  .min(PASSWORD_MIN, { message: ACCOUNT_MESSAGES.password })
  .max(PASSWORD_MAX, { message: ACCOUNT_MESSAGES.passwordTooLong });

const requiredName = (message: string, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { message }).max(100, { message: tooLong });

export const clientLoginSchema = z.object({ email, password });
export type ClientLoginInput = z.input<typeof clientLoginSchema>;

export const clientRegistrationFields = {
  email,
  password: newPasswordSchema,
  firstName: requiredName(ACCOUNT_MESSAGES.firstName, ACCOUNT_MESSAGES.firstNameTooLong),
  lastName: requiredName(ACCOUNT_MESSAGES.lastName, ACCOUNT_MESSAGES.lastNameTooLong),
  company: optionalText(200, ACCOUNT_MESSAGES.company),
  phone: optionalPhone(),
};

export const clientRegistrationSchema = z.object(clientRegistrationFields);
export type ClientRegistration = z.infer<typeof clientRegistrationSchema>;

/** An invitation link's token: sent in a request body, never in a URL the server or a proxy would log. */
const invitationToken = z
  .string({ error: ACCOUNT_MESSAGES.invitation })
  .min(1, { message: ACCOUNT_MESSAGES.invitation })
  .max(200, { message: ACCOUNT_MESSAGES.invitation });

/** POST /api/portal/invitations/lookup: who a link is for. */
export const invitationLookupSchema = z.object({ token: invitationToken });

/** POST /api/portal/invitations/accept: the registration plus the link's token. */
export const acceptInvitationSchema = z.object({
  ...clientRegistrationFields,
  token: invitationToken,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** The set-password form: the same, plus the password typed twice (checked in the browser only). */
export const setPasswordFormSchema = acceptInvitationSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });

/**
 * Client accounts (spec 001 §5 "Client login" and "Registration"): the
 * messages are the spec's, word for word. The registration schema is the one
 * an invited client fills in on /portal/set-password (issue 10 §2: the admin
 * creates accounts, the client only chooses a password and checks the
 * details); accepting an invitation adds its token. Upper bounds are ours and
 * match the columns of `clients`.
 */
import { z } from "zod";
import { optionalPhone, optionalText } from "../forms/booking-fields";

export const ACCOUNT_MESSAGES = {
  email: "Please enter a valid email",
  password: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 200 characters",
  firstName: "First name is required",
  firstNameTooLong: "First name must be at most 100 characters",
  lastName: "Last name is required",
  lastNameTooLong: "Last name must be at most 100 characters",
  company: "Company name must be at most 200 characters",
  invitation: "This invitation link is invalid or has expired.",
  passwordsDiffer: "Passwords do not match",
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

const email = z
  .string({ error: ACCOUNT_MESSAGES.email })
  .trim()
  .max(320, { message: ACCOUNT_MESSAGES.email })
  .pipe(z.email({ message: ACCOUNT_MESSAGES.email }));

// Passwords are never trimmed: every character the client typed counts.
const password = z
  .string({ error: ACCOUNT_MESSAGES.password })
  .min(PASSWORD_MIN, { message: ACCOUNT_MESSAGES.password })
  .max(PASSWORD_MAX, { message: ACCOUNT_MESSAGES.passwordTooLong });

const requiredName = (message: string, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { message }).max(100, { message: tooLong });

export const clientLoginSchema = z.object({ email, password });
export type ClientLoginInput = z.input<typeof clientLoginSchema>;

export const clientRegistrationFields = {
  email,
  password,
  firstName: requiredName(ACCOUNT_MESSAGES.firstName, ACCOUNT_MESSAGES.firstNameTooLong),
  lastName: requiredName(ACCOUNT_MESSAGES.lastName, ACCOUNT_MESSAGES.lastNameTooLong),
  company: optionalText(200, ACCOUNT_MESSAGES.company),
  phone: optionalPhone(),
};

export const clientRegistrationSchema = z.object(clientRegistrationFields);
export type ClientRegistration = z.infer<typeof clientRegistrationSchema>;

/** POST /api/portal/invitations/accept: the registration plus the link's token. */
export const acceptInvitationSchema = z.object({
  ...clientRegistrationFields,
  token: z.string({ error: ACCOUNT_MESSAGES.invitation }).min(1, { message: ACCOUNT_MESSAGES.invitation }).max(200, {
    message: ACCOUNT_MESSAGES.invitation,
  }),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** The set-password form: the same, plus the password typed twice (checked in the browser only). */
export const setPasswordFormSchema = acceptInvitationSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });

import type { ChangeEvent } from "react";
import { NEW_PASSWORD_MIN } from "#common/new-password";
import { controlClass, describedBy, Field } from "./field";
import { PasswordInput } from "./password-input";

type NewPasswordName = "password" | "confirmPassword";

/**
 * Choosing a password, typed twice (admin invitations and client invitations alike): the rule is
 * stated under the first field; errors come from the form's schema and the server.
 */
export function NewPasswordFields({
  fieldId,
  values,
  errors,
  onChange,
}: {
  fieldId: (name: NewPasswordName) => string;
  values: Record<NewPasswordName, string>;
  errors: Partial<Record<string, string>>;
  onChange: (name: NewPasswordName) => (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const field = (name: NewPasswordName, label: string, hint?: string) => (
    <Field id={fieldId(name)} label={label} required hint={hint} error={errors[name]}>
      <PasswordInput
        id={fieldId(name)}
        name={name}
        autoComplete="new-password"
        value={values[name]}
        onChange={onChange(name)}
        className={controlClass("dark", errors[name])}
        {...describedBy(fieldId(name), errors[name], hint !== undefined)}
      />
    </Field>
  );
  return (
    <>
      {field(
        "password",
        "Password",
        `At least ${NEW_PASSWORD_MIN} characters, hard to guess: not a common password, nor your name or email.`,
      )}
      {field("confirmPassword", "Confirm password")}
    </>
  );
}

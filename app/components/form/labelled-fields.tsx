/**
 * Whole labelled fields of the booking and mood board pages (dark face): label,
 * hint, control and the message of a failed check, announced with the field.
 * Forms that lay out their own controls use `Field` (./field.tsx) instead.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { LimitedTextarea } from "./limited-textarea";

export const labelClass = "font-display text-xs font-semibold tracking-[0.2em] text-ink-200 uppercase";

const inputClass =
  "block w-full rounded-xl border bg-ink-900/80 px-4 py-3 text-base text-ink-100 placeholder:text-ink-400 transition-colors outline-none focus-visible:border-neon-cyan focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neon-cyan";

const borderClass = (invalid: boolean) => (invalid ? "border-red-400" : "border-ink-600 hover:border-ink-400");

export function Required() {
  return (
    <>
      <span aria-hidden="true" className="text-neon-cyan">
        {" "}
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm text-red-300">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0" fill="none">
        <circle cx="8" cy="8" r="7" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4M8 11h.01" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}

interface FieldProps {
  name: string;
  /** The control's id when `name` is taken on the page (a form shown only without the script); `name` otherwise. */
  id?: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
}

function describedBy(name: string, error?: string, hint?: ReactNode) {
  return [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/** Label (with the required mark), hint above the control, and the error below it. */
function FieldFrame({ id, label, error, required, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <Required />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-400">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextField({
  name,
  id = name,
  label,
  error,
  required,
  hint,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  return (
    <FieldFrame name={name} id={id} label={label} error={error} required={required} hint={hint}>
      <input
        id={id}
        name={name}
        data-field={name}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`mt-2 ${inputClass} ${borderClass(Boolean(error))}`}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  name,
  id = name,
  label,
  error,
  required,
  hint,
  value,
  maxLength,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const control = {
    id,
    name,
    "data-field": name,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(id, error, hint),
    className: `min-h-32 resize-y ${inputClass} ${borderClass(Boolean(error))}`,
    ...textarea,
  };
  return (
    <FieldFrame name={name} id={id} label={label} error={error} required={required} hint={hint}>
      {typeof maxLength === "number" && typeof value === "string" ? (
        // A limited field says how much room is left and when a paste was cut.
        <LimitedTextarea {...control} value={value} maxLength={maxLength} tone="dark" wrapperClassName="mt-2" />
      ) : (
        <textarea {...control} value={value} maxLength={maxLength} className={`mt-2 ${control.className}`} />
      )}
    </FieldFrame>
  );
}

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value} disabled={option.disabled}>
    {option.label}
  </option>
);

export function SelectField({
  name,
  id = name,
  label,
  error,
  required,
  hint,
  placeholder,
  options,
  groups = [],
  ...select
}: FieldProps & {
  placeholder: string;
  options: ReadonlyArray<SelectOption>;
  /** Options shown under a heading each (<optgroup>), after `options`. */
  groups?: ReadonlyArray<{ label: string; options: ReadonlyArray<SelectOption> }>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  return (
    <FieldFrame name={name} id={id} label={label} error={error} required={required} hint={hint}>
      <div className="relative mt-2">
        <select
          id={id}
          name={name}
          data-field={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`appearance-none pr-11 ${inputClass} ${borderClass(Boolean(error))}`}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map(optionOf)}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map(optionOf)}
            </optgroup>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-300"
          fill="none"
        >
          <path d="m5 8 5 5 5-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </FieldFrame>
  );
}

/** A primary action button with the site's neon look. */
export const primaryButtonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-neon-cyan px-7 py-3 font-display text-sm font-bold tracking-[0.15em] text-ink-950 uppercase shadow-[0_0_32px_-10px] shadow-neon-cyan/80 transition-colors hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70";

export const secondaryButtonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-ink-600 px-7 py-3 font-display text-sm font-bold tracking-[0.15em] text-ink-100 uppercase transition-colors hover:border-neon-cyan hover:text-neon-cyan";

import type { ReactNode } from "react";
import type { Tone } from "#app/lib/style-variant";

/**
 * A labelled form control with its hint and inline error. The control gets
 * `id`, and its `aria-describedby`/`aria-invalid` come from `describedBy()`
 * so screen readers read the error with the field.
 */
export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  tone = "dark",
  children,
  className = "",
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={`grid content-start gap-2 ${className}`}>
      <label
        htmlFor={id}
        className={
          dark
            ? "font-display text-xs font-semibold tracking-[0.18em] text-ink-200 uppercase"
            : "text-sm font-medium text-slate-800"
        }
      >
        {label}
        {required && (
          <span aria-hidden="true" className={dark ? "text-neon-cyan" : "text-brand-700"}>
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={dark ? "text-xs text-ink-400" : "text-xs text-slate-600"}>
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className={dark ? "text-sm font-medium text-red-300" : "text-sm font-medium text-red-700"}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** The accessibility attributes that tie a control to its hint and error. */
export function describedBy(id: string, error?: string, hasHint = false) {
  const ids = [error ? `${id}-error` : hasHint ? `${id}-hint` : ""].filter(Boolean);
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  } as const;
}

/** Input, select and textarea classes of the two faces, with the error state. */
export function controlClass(tone: Tone, error?: string) {
  const base = "w-full rounded-xl border px-4 py-3 text-base transition-colors outline-none";
  if (tone === "dark") {
    return `${base} bg-ink-900/80 text-ink-100 placeholder:text-ink-400 focus:border-neon-cyan focus:ring-2 focus:ring-neon-cyan/30 ${
      error ? "border-red-400" : "border-ink-600 hover:border-ink-400"
    }`;
  }
  return `${base} bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 ${
    error ? "border-red-600" : "border-slate-300 hover:border-slate-400"
  }`;
}

import "#app/lib/zod-in-browser";
/**
 * One small form engine for the console's many client forms: a list of
 * fields, the shared zod schema (common/client-area/admin-schemas), the
 * spec's messages under each field — checked in the browser first, then
 * whatever the server's `fields` say — and a busy state.
 */
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { z } from "zod";
import { primaryButton } from "#app/components/form/console-buttons";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { SelectControl } from "#app/components/form/select-control";
import { useCheckedSend } from "#app/components/form/use-checked-send";

export type FieldSpec =
  | {
      name: string;
      label: string;
      kind: "text" | "email" | "tel" | "url" | "date";
      required?: boolean;
      placeholder?: string;
      wide?: boolean;
    }
  | {
      name: string;
      label: string;
      kind: "number";
      required?: boolean;
      placeholder?: string;
      step?: string;
      wide?: boolean;
    }
  | {
      name: string;
      label: string;
      kind: "textarea";
      required?: boolean;
      placeholder?: string;
      rows?: number;
      wide?: boolean;
    }
  | {
      name: string;
      label: string;
      kind: "select";
      required?: boolean;
      options: ReadonlyArray<readonly [value: string, label: string]>;
      /** The value is an id: sent as a number, "" as absent. */
      asNumber?: boolean;
      wide?: boolean;
    }
  | { name: string; label: string; kind: "checkbox"; hint?: string; wide?: boolean };

export type FormValues = Record<string, string | boolean>;

/** Form values → the payload the schema reads: numbers as numbers, blanks as absent. */
function toPayload(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === "checkbox") payload[field.name] = value === true;
    else if (field.kind === "number" || (field.kind === "select" && field.asNumber)) {
      const text = String(value ?? "").trim();
      payload[field.name] = text === "" ? undefined : Number(text);
    } else payload[field.name] = typeof value === "string" ? value : "";
  }
  return payload;
}

export function initialValues(fields: readonly FieldSpec[], source: object = {}): FormValues {
  const from = source as Record<string, unknown>;
  const values: FormValues = {};
  for (const field of fields) {
    const value = from[field.name];
    if (field.kind === "checkbox") values[field.name] = value === true;
    else if (field.kind === "select")
      values[field.name] = value == null ? (field.options[0]?.[0] ?? "") : String(value);
    else values[field.name] = value == null ? "" : String(value);
  }
  return values;
}

export function SchemaForm({
  fields,
  schema,
  initial,
  submitLabel,
  busyLabel = "Saving...",
  onSubmit,
  resetOnSuccess = true,
  label,
  extra,
}: {
  fields: readonly FieldSpec[];
  schema: z.ZodType;
  initial?: object;
  submitLabel: string;
  busyLabel?: string;
  /** Resolves when saved; rejects with the request's error. */
  onSubmit: (payload: unknown) => Promise<unknown>;
  resetOnSuccess?: boolean;
  label: string;
  extra?: ReactNode;
}) {
  const baseId = useId();
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, initial));
  const { errors, setErrors, busy, send } = useCheckedSend();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(schema, toPayload(fields, values), async (data) => {
      await onSubmit(data);
      if (resetOnSuccess) setValues(initialValues(fields, initial));
    });
  }

  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={label} aria-busy={busy} className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const id = `${baseId}-${field.name}`;
        const error = errors[field.name];
        const span = field.wide || field.kind === "textarea" ? "sm:col-span-2" : "";
        if (field.kind === "checkbox") {
          return (
            <label
              key={field.name}
              htmlFor={id}
              className={`flex min-h-11 items-center gap-3 text-sm text-ink-100 ${span}`}
            >
              <input
                id={id}
                type="checkbox"
                checked={values[field.name] === true}
                onChange={(event) => set(field.name, event.target.checked)}
                className="size-5 accent-neon-cyan"
              />
              <span>
                {field.label}
                {field.hint && <span className="block text-xs text-ink-400">{field.hint}</span>}
              </span>
            </label>
          );
        }
        const common = {
          id,
          name: field.name,
          value: String(values[field.name] ?? ""),
          ...describedBy(id, error),
          className: controlClass("dark", error),
        };
        return (
          <Field key={field.name} id={id} label={field.label} required={field.required} error={error} className={span}>
            {field.kind === "textarea" ? (
              <textarea
                {...common}
                rows={field.rows ?? 3}
                placeholder={field.placeholder}
                onChange={(event) => set(field.name, event.target.value)}
              />
            ) : field.kind === "select" ? (
              <SelectControl {...common} onChange={(event) => set(field.name, event.target.value)}>
                {field.options.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </SelectControl>
            ) : (
              <input
                {...common}
                type={field.kind === "number" ? "number" : field.kind}
                step={field.kind === "number" ? field.step : undefined}
                inputMode={field.kind === "number" ? "decimal" : undefined}
                placeholder={field.placeholder}
                onChange={(event) => set(field.name, event.target.value)}
              />
            )}
          </Field>
        );
      })}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? busyLabel : submitLabel}
        </button>
        {extra}
      </div>
    </form>
  );
}

import { Check } from "lucide-react";
import { FieldError, labelClass } from "#app/components/form/labelled-fields";
import { useRovingFocus } from "./use-roving-focus";

/**
 * A multi-select as a group of toggle chips (aria-pressed), one Tab stop,
 * arrow keys between chips. The error is announced with the group.
 */
export function ChipGroup({
  name,
  label,
  hint,
  options,
  selected,
  onToggle,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  error?: string;
}) {
  const itemProps = useRovingFocus(options.length);
  return (
    <fieldset
      data-field={name}
      aria-describedby={[`${name}-hint`, error ? `${name}-error` : ""].filter(Boolean).join(" ")}
    >
      <legend className={labelClass}>
        {label}
        <span aria-hidden="true" className="text-neon-cyan">
          {" "}
          *
        </span>
        <span className="sr-only"> (required)</span>
      </legend>
      <p id={`${name}-hint`} className="mt-1 text-sm text-ink-400">
        {hint}
      </p>
      <div role="toolbar" aria-label={label} className="mt-3 flex flex-wrap gap-2">
        {options.map((option, index) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option)}
              {...itemProps(index)}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                on
                  ? "border-neon-cyan bg-neon-cyan text-ink-950"
                  : "border-ink-600 bg-ink-900/60 text-ink-200 hover:border-neon-cyan/70 hover:text-white"
              }`}
            >
              {on && <Check aria-hidden="true" className="size-4" strokeWidth={3} />}
              {option}
            </button>
          );
        })}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

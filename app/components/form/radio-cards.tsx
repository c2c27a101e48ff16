/**
 * The radio cards of the booking pages (dark face): a labelled group of
 * choices, each a card with a round mark that fills when it is chosen.
 */
import type { ReactNode } from "react";
import { FieldError, labelClass, Required } from "./labelled-fields";

/** What a picker built from radio cards takes: the chosen value, the message of a failed check, the change. */
export interface RadioCardPickerProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A required choice: its legend, the cards laid out by `gridClassName`, and the message of a failed check. */
export function RadioCardGroup({
  name,
  legend,
  error,
  gridClassName,
  children,
}: {
  name: string;
  legend: string;
  error?: string;
  gridClassName: string;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={labelClass}>
        {legend}
        <Required />
      </legend>
      <div className={gridClassName}>{children}</div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

/** The round mark of a radio card; the input itself is visually hidden. */
export function RadioMark({ checked, className }: { checked: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className ? `${className} ` : ""}grid size-5 shrink-0 place-content-center rounded-full border-2 ${checked ? "border-neon-cyan" : "border-ink-400"}`}
    >
      {checked && <span className="size-2.5 rounded-full bg-neon-cyan" />}
    </span>
  );
}

/** A card's first line: the choice's name, with the mark at the end. */
export function RadioCardTitle({ title, checked }: { title: ReactNode; checked: boolean }) {
  return (
    <span className="flex items-start justify-between gap-3">
      <span className="font-display text-lg font-bold text-white">{title}</span>
      <RadioMark checked={checked} className="mt-1" />
    </span>
  );
}

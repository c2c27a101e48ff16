import { type ClipboardEvent, type Ref, type TextareaHTMLAttributes, useId, useState } from "react";
import type { Tone } from "#app/lib/style-variant";
import { counterState, cutMessage, insertionIsCut } from "./character-limit";

type LimitedTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "maxLength"> & {
  value: string;
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
  /** The face's colours; without it the counter follows the surrounding face (the `light:` variant, as the chat does). */
  tone?: Tone;
  /** Classes of the element around the text area and its counter (the text area keeps `className`). */
  wrapperClassName?: string;
};

const look = {
  dark: { normal: "text-ink-300", limit: "text-amber-300" },
  light: { normal: "text-slate-600", limit: "text-amber-800" },
  face: { normal: "text-ink-300 light:text-slate-600", limit: "text-amber-300 light:text-amber-800" },
} as const;

/**
 * A text area that says how much room is left (QA: a paste longer than the
 * limit lost its end without a word). From 80 % of the limit a counter shows
 * "4,980 / 5,000 characters"; a paste the limit cut says so. Screen readers
 * hear it politely once the limit is reached, not on every keystroke: the
 * live region stays empty until then. `maxLength` still does the cutting.
 */
export function LimitedTextarea({
  value,
  maxLength,
  tone,
  wrapperClassName = "",
  onPaste,
  onChange,
  ref,
  ...props
}: LimitedTextareaProps) {
  // From the field's id where it has one: an island's ids must read the same in the browser as on the server
  // (docs/decisions/044-tool-pages-as-islands.md), which useId does not promise there.
  const generatedId = useId();
  const counterId = `${props.id ?? generatedId}-counter`;
  const [cut, setCut] = useState(false);
  const state = counterState(value.length, maxLength, cut);
  const colours = look[tone ?? "face"];

  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    onPaste?.(event);
    const field = event.currentTarget;
    const incoming = event.clipboardData.getData("text/plain");
    setCut(insertionIsCut(field.value, field.selectionStart, field.selectionEnd, incoming, maxLength));
  };

  const describedBy = [props["aria-describedby"], state.visible ? counterId : undefined].filter(Boolean).join(" ");
  return (
    <div className={`grid gap-1.5 ${wrapperClassName}`}>
      <textarea
        {...props}
        ref={ref}
        value={value}
        maxLength={maxLength}
        onPaste={paste}
        onChange={(event) => {
          // Typing or deleting after the cut: the notice has said its piece.
          if (event.target.value.length < maxLength) setCut(false);
          onChange?.(event);
        }}
        aria-describedby={describedBy || undefined}
      />
      {state.visible && (
        <p
          id={counterId}
          className={`flex flex-wrap justify-between gap-x-3 text-xs ${state.atLimit ? colours.limit : colours.normal}`}
        >
          <span className="font-medium">{cut && state.atLimit ? cutMessage(maxLength) : null}</span>
          <span className="ml-auto tabular-nums">{state.text}</span>
        </p>
      )}
      {/* Rendered from the start: a live region only speaks about changes it was there to see. */}
      <p aria-live="polite" className="sr-only">
        {state.announcement}
      </p>
    </div>
  );
}

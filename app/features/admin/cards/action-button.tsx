import type { ReactNode } from "react";

/** A card's action button: its tone, and pressed when it is the current choice (a lead's status). */
export type ActionTone = "cyan" | "amber" | "lime" | "rose" | "ink";
const ACTION_TONES: Record<ActionTone, string> = {
  ink: "border-ink-400/60 text-ink-200 hover:bg-ink-200 hover:text-ink-950",
  cyan: "border-neon-cyan/50 text-neon-cyan hover:bg-neon-cyan hover:text-ink-950",
  amber: "border-amber-300/50 text-amber-200 hover:bg-amber-300 hover:text-ink-950",
  lime: "border-neon-lime/50 text-neon-lime hover:bg-neon-lime hover:text-ink-950",
  rose: "border-rose-300/50 text-rose-200 hover:bg-rose-300 hover:text-ink-950",
};

/** The look of a card's action, for a control that is not an ActionButton (a dialog's trigger). */
export const actionButtonClass = (tone: ActionTone = "cyan") =>
  `min-h-10 rounded-lg border px-3.5 py-2 font-display text-xs font-bold tracking-[0.12em] uppercase transition disabled:cursor-not-allowed disabled:border-ink-700 disabled:bg-transparent disabled:text-ink-400 aria-pressed:bg-white/10 ${ACTION_TONES[tone]}`;

export function ActionButton({
  children,
  onClick,
  tone = "cyan",
  disabled,
  current,
  title,
}: {
  children: ReactNode;
  onClick?: () => void;
  tone?: ActionTone;
  disabled?: boolean;
  current?: boolean;
  title?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      title={title}
      aria-pressed={current}
      className={actionButtonClass(tone)}
    >
      {children}
    </button>
  );
}

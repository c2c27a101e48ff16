/** Button-like link styles of the pricing tools' calls to action. */
export const primaryAction =
  "inline-flex items-center justify-center gap-2 rounded-full bg-neon-cyan px-6 py-3.5 font-display text-sm font-bold tracking-[0.12em] text-ink-950 uppercase shadow-[0_0_36px_-10px] shadow-neon-cyan/70 transition hover:bg-neon-lime hover:shadow-neon-lime/70";

export const secondaryAction =
  "inline-flex items-center justify-center gap-2 rounded-full border border-neon-cyan/60 px-6 py-3.5 font-display text-sm font-bold tracking-[0.12em] text-neon-cyan uppercase transition hover:border-neon-lime hover:text-neon-lime";

export const tertiaryAction =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-display text-sm font-semibold tracking-[0.12em] text-ink-300 uppercase transition hover:text-ink-100";

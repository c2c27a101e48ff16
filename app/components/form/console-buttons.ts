/** The console's button styles (dark tone): one place, used by every admin form and dialog. */
const base = "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl font-display text-sm transition";

export const primaryButton = `${base} bg-neon-cyan px-5 font-bold text-ink-950 hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70`;
export const secondaryButton = `${base} border border-ink-600 px-4 font-semibold text-ink-100 hover:border-neon-cyan hover:text-neon-cyan disabled:opacity-60`;
/** Opens a destructive step (the step itself asks first). */
export const dangerButton = `${base} border border-rose-300/50 px-4 font-semibold text-rose-200 hover:bg-rose-300 hover:text-ink-950 disabled:opacity-60`;
/** Carries out a destructive step, inside the dialog that asked. */
export const dangerConfirmButton = `${base} bg-rose-300 px-5 font-bold text-ink-950 hover:bg-rose-200 disabled:cursor-not-allowed disabled:opacity-50`;

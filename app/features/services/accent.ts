/** Accent colour classes of the dark face, keyed by the catalog's colour names. */
export type Accent = "cyan" | "lime" | "magenta" | "violet";

export const ACCENT_TEXT: Record<Accent, string> = {
  cyan: "text-neon-cyan",
  lime: "text-neon-lime",
  magenta: "text-neon-magenta",
  violet: "text-violet-300",
};

export const ACCENT_BG: Record<Accent, string> = {
  cyan: "bg-neon-cyan",
  lime: "bg-neon-lime",
  magenta: "bg-neon-magenta",
  violet: "bg-violet-400",
};

export const ACCENT_BORDER: Record<Accent, string> = {
  cyan: "border-neon-cyan/40",
  lime: "border-neon-lime/40",
  magenta: "border-neon-magenta/50",
  violet: "border-violet-400/40",
};

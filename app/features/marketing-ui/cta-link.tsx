import { ArrowRight as ArrowIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SiteLink, type Tone } from "#app/lib/style-variant";

/** The arrow used inside calls to action. */
export { ArrowRight } from "#app/components/layout/arrow-right";
export type { Tone } from "#app/lib/style-variant";
export type CtaKind = "primary" | "secondary" | "onBrand";
/** `large` is the home page's heroes and closing sections; `regular` every other page. */
export type CtaSize = "regular" | "large";

const LOOKS: Record<CtaSize, { base: string } & Record<Tone, Record<CtaKind, string>>> = {
  regular: {
    base: "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-display font-semibold transition-colors",
    dark: {
      primary:
        "bg-neon-cyan text-ink-950 shadow-[0_0_32px_-10px] shadow-neon-cyan/80 hover:bg-neon-lime hover:shadow-neon-lime/80",
      secondary: "border border-ink-600 text-ink-100 hover:border-neon-cyan hover:text-neon-cyan",
      onBrand: "border border-white/60 text-white hover:bg-white/10",
    },
    light: {
      primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
      secondary: "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700",
      onBrand: "border border-white/60 text-white hover:bg-white/10",
    },
  },
  large: {
    base: "group inline-flex min-h-12 items-center justify-center gap-2.5 rounded-full px-7 py-3 font-display text-base font-semibold transition",
    dark: {
      primary:
        "bg-neon-cyan text-ink-950 shadow-[0_0_40px_-10px] shadow-neon-cyan/70 hover:bg-neon-lime hover:shadow-neon-lime/70",
      secondary: "border border-white/20 text-ink-100 hover:border-neon-cyan/70 hover:text-neon-cyan",
      onBrand: "border border-white/60 text-white hover:bg-white/10",
    },
    light: {
      primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-600",
      secondary: "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700",
      onBrand: "border border-white/60 text-white hover:bg-white/10",
    },
  },
};

/**
 * A call-to-action link styled as a button that keeps the style variant
 * (internal paths only). `arrow` adds the moving arrow; a large primary link
 * has it unless told otherwise.
 */
export function CtaLink({
  to,
  kind = "primary",
  tone = "dark",
  size = "regular",
  arrow = size === "large" && kind === "primary",
  className = "",
  children,
}: {
  to: string;
  kind?: CtaKind;
  tone?: Tone;
  size?: CtaSize;
  arrow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const look = LOOKS[size];
  return (
    <SiteLink to={to} className={[look.base, look[tone][kind], className].filter(Boolean).join(" ")}>
      {children}
      {arrow ? (
        <ArrowIcon aria-hidden="true" className="size-4.5 transition-transform group-hover:translate-x-0.5" />
      ) : null}
    </SiteLink>
  );
}

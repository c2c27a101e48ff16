import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { SiteLink } from "../../lib/style-variant";

const STYLES = {
  primary:
    "bg-neon-cyan text-ink-950 shadow-[0_0_40px_-10px] shadow-neon-cyan/70 hover:bg-neon-lime hover:shadow-neon-lime/70",
  secondary: "border border-white/20 text-ink-100 hover:border-neon-cyan/70 hover:text-neon-cyan",
  lightPrimary: "bg-brand-700 text-white shadow-sm hover:bg-brand-600",
  lightSecondary: "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700",
  lightOnBrand: "border border-white/60 text-white hover:bg-white/10",
} as const;

/** A call-to-action link styled as a button; keeps the style variant (SiteLink). */
export function CtaLink({
  to,
  children,
  tone = "primary",
  arrow = tone === "primary" || tone === "lightPrimary",
}: {
  to: string;
  children: ReactNode;
  tone?: keyof typeof STYLES;
  arrow?: boolean;
}) {
  return (
    <SiteLink
      to={to}
      className={`group inline-flex min-h-12 items-center justify-center gap-2.5 rounded-full px-7 py-3 font-display text-base font-semibold transition ${STYLES[tone]}`}
    >
      {children}
      {arrow ? (
        <ArrowRight aria-hidden="true" className="size-4.5 transition-transform group-hover:translate-x-0.5" />
      ) : null}
    </SiteLink>
  );
}

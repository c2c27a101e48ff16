import type { ReactNode } from "react";
import { SiteLink } from "../../lib/style-variant";

export type Tone = "dark" | "light";
export type CtaKind = "primary" | "secondary";

const CLASSES: Record<Tone, Record<CtaKind, string>> = {
  dark: {
    primary:
      "bg-neon-cyan text-ink-950 shadow-[0_0_32px_-10px] shadow-neon-cyan/80 hover:bg-neon-lime hover:shadow-neon-lime/80",
    secondary: "border border-ink-600 text-ink-100 hover:border-neon-cyan hover:text-neon-cyan",
  },
  light: {
    primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
    secondary: "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700",
  },
};

/** A call-to-action link that keeps the style variant (internal paths only). */
export function CtaLink({
  to,
  kind = "primary",
  tone = "dark",
  className = "",
  children,
}: {
  to: string;
  kind?: CtaKind;
  tone?: Tone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <SiteLink
      to={to}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-display font-semibold transition-colors ${CLASSES[tone][kind]} ${className}`}
    >
      {children}
    </SiteLink>
  );
}

/** The arrow used inside calls to action. */
export function ArrowRight({ className = "" }: { className?: string }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none" className={className}>
      <path
        d="M4 10h12m-5-5 5 5-5 5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandLogo } from "#app/components/layout/brand-logo";

/** The frame of the console's signed-out pages (sign-in, accepting an invitation): logo, card, heading. */
export function AdminAuthPage({
  eyebrow,
  highlight,
  heading,
  lead,
  footnote,
  children,
}: {
  eyebrow: string;
  /** The heading's first word, in the neon gradient. */
  highlight: string;
  heading: string;
  lead: ReactNode;
  footnote?: string;
  children: ReactNode;
}) {
  return (
    <main className="grid min-h-dvh place-items-center px-5 py-12">
      <div className="w-full max-w-md">
        <Link to="/home" aria-label="Home" className="mb-10 inline-block rounded-lg">
          <BrandLogo />
        </Link>
        <div className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/90 p-6 shadow-2xl shadow-black/50 sm:p-8">
          <p className="inline-flex items-center gap-2 font-display text-xs font-semibold tracking-[0.3em] text-neon-lime uppercase">
            <ShieldCheck aria-hidden="true" size={16} /> {eyebrow}
          </p>
          <h1 className="mt-3 font-display text-3xl font-bold tracking-tight">
            <span className="text-gradient-neon">{highlight}</span> {heading}
          </h1>
          <p className="mt-2 mb-8 text-sm text-ink-300">{lead}</p>
          {children}
        </div>
        {footnote && <p className="mt-6 text-center text-xs text-ink-400">{footnote}</p>}
      </div>
    </main>
  );
}

import type { ReactNode } from "react";
import type { Tone } from "./cta-link";

/** A page section with an eyebrow, an h2 and an optional lead paragraph. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = "dark",
  align = "left",
  className = "",
  children,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  tone?: Tone;
  align?: "left" | "center";
  className?: string;
  children?: ReactNode;
}) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <section aria-labelledby={`${id}-title`} className={`container-page py-16 sm:py-24 ${className}`}>
      <div className={`max-w-3xl ${centered}`}>
        {eyebrow && (
          <p
            className={`font-display text-xs font-semibold tracking-[0.25em] uppercase ${
              tone === "dark" ? "text-neon-cyan" : "text-brand-700"
            }`}
          >
            {eyebrow}
          </p>
        )}
        <h2
          id={`${id}-title`}
          className={`mt-3 font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl ${
            tone === "dark" ? "text-white" : "text-slate-900"
          }`}
        >
          {title}
        </h2>
        {lead && (
          <p className={`mt-4 text-lg text-pretty ${tone === "dark" ? "text-ink-300" : "text-slate-600"}`}>{lead}</p>
        )}
      </div>
      {children && <div className="mt-12">{children}</div>}
    </section>
  );
}

import type { ReactNode } from "react";
import type { Tone } from "./cta-link";

/** The top of a content page: eyebrow, the page's one h1, a lead and its calls to action. */
export function PageHero({
  eyebrow,
  title,
  lead,
  tone = "dark",
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  tone?: Tone;
  children?: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    // -mt-20 pt-20: the hero's backdrop starts at the top of the window, under the fixed
    // logo, not 80 px lower with a hard edge (the shell keeps 80 px clear for the logo).
    <section className="relative isolate -mt-20 overflow-hidden pt-20">
      {dark && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black_60%,transparent)] bg-[radial-gradient(48rem_28rem_at_80%_0%,rgb(34_228_255/0.14),transparent_65%),radial-gradient(36rem_24rem_at_0%_100%,rgb(182_255_59/0.08),transparent_60%)]"
        />
      )}
      <div className="container-page pt-12 pb-14 sm:pt-20 sm:pb-20">
        <p
          className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 font-display text-xs font-semibold tracking-[0.25em] uppercase ${
            dark ? "border border-neon-cyan/30 bg-neon-cyan/5 text-neon-cyan" : "bg-brand-50 text-brand-700"
          }`}
        >
          <span aria-hidden="true" className={`size-1.5 rounded-full ${dark ? "bg-neon-lime" : "bg-brand-600"}`} />
          {eyebrow}
        </p>
        <h1
          className={`mt-6 max-w-4xl font-display text-[clamp(2.4rem,6.5vw,4.75rem)] leading-[1.02] font-bold tracking-tight text-balance ${
            dark ? "text-white" : "text-slate-900"
          }`}
        >
          {title}
        </h1>
        <p className={`mt-6 max-w-2xl text-lg text-pretty sm:text-xl ${dark ? "text-ink-300" : "text-slate-600"}`}>
          {lead}
        </p>
        {/* Full-width buttons stacked on phones, side by side from 640 px: the same as the home hero. */}
        {children && <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:flex-wrap">{children}</div>}
      </div>
    </section>
  );
}

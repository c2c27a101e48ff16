import type { ReactNode } from "react";
import { GreetingCard } from "./greeting-card";

/** The top of a client-area page: eyebrow, the page's one h1, a lead, actions and the greeting card. */
export function ClientAreaHero({
  eyebrow,
  title,
  lead,
  notice,
  actions,
  clientName,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  notice?: ReactNode;
  actions?: ReactNode;
  /** A signed-in client's first name for the greeting card. */
  clientName?: string;
}) {
  return (
    <section className="relative isolate">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-20 bottom-0 -z-10 bg-[radial-gradient(46rem_26rem_at_85%_0%,rgb(34_228_255/0.12),transparent_65%)]"
      />
      <div className="container-page pt-6 pb-10 sm:pt-10 sm:pb-14">
        {notice}
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-end">
          {/* A client's project or company name may be one long word: it wraps rather than widen the page. */}
          <div className="min-w-0">
            <p className="font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">{eyebrow}</p>
            <h1 className="mt-4 font-display text-[clamp(2.2rem,5.5vw,4rem)] leading-[1.04] font-bold tracking-tight text-balance wrap-anywhere text-white">
              {title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-pretty wrap-anywhere text-ink-300">{lead}</p>
            {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          </div>
          <GreetingCard clientName={clientName} />
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";

/** The frame of the client sign-in pages: the client area's dark card under an eyebrow and a title. */
export function PortalAuthCard({
  eyebrow,
  title,
  lead,
  children,
  footer,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="relative isolate">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-20 bottom-0 -z-10 bg-[radial-gradient(46rem_26rem_at_85%_0%,rgb(34_228_255/0.12),transparent_65%)]"
      />
      <div className="container-page grid justify-items-center pt-10 pb-20 sm:pt-16 sm:pb-28">
        <div className="w-full max-w-xl">
          <p className="font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">{eyebrow}</p>
          <h1 className="mt-4 font-display text-[clamp(2.2rem,5.5vw,3.25rem)] leading-[1.05] font-bold tracking-tight text-balance text-white">
            {title}
          </h1>
          <p className="mt-4 text-lg text-pretty text-ink-300">{lead}</p>
          <div className="mt-8 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">
            {children}
          </div>
          {footer && <div className="mt-6 text-sm text-ink-300">{footer}</div>}
        </div>
      </div>
    </main>
  );
}

/** What a signed-in client sees while their portal loads: the page's frame, no sample data. */
export function PortalLoading({ eyebrow, as: Element = "main" }: { eyebrow: string; as?: "main" | "div" }) {
  return (
    <Element aria-busy="true">
      <div className="container-page pt-14 pb-28 sm:pt-20">
        <p className="font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">{eyebrow}</p>
        <p role="status" className="mt-4 font-display text-3xl font-bold text-white">
          Loading your portal…
        </p>
        <div aria-hidden="true" className="mt-10 grid gap-4">
          <div className="h-14 animate-pulse rounded-full bg-ink-900 motion-reduce:animate-none" />
          <div className="h-64 animate-pulse rounded-[var(--radius-card)] bg-ink-900 motion-reduce:animate-none" />
        </div>
      </div>
    </Element>
  );
}

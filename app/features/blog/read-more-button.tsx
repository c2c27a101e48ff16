/**
 * READ MORE "does nothing visible" (docs/product/public-site.md § Insights): articles are teasers, so it is
 * a button marked unavailable that looks it — muted, no arrow, "Coming soon" beside it — rather than a link
 * that seems to lead somewhere and does not.
 */
export function ReadMoreButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      className="inline-flex min-h-6 cursor-not-allowed items-center gap-2 font-display text-sm font-semibold tracking-widest text-ink-400 light:text-slate-500"
    >
      READ MORE<span className="sr-only">: {title}, coming soon</span>
      <span
        aria-hidden="true"
        className="rounded-full border border-white/10 px-2 py-0.5 text-[10px] font-medium tracking-wide normal-case light:border-slate-200"
      >
        Coming soon
      </span>
    </button>
  );
}

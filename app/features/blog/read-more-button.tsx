/**
 * READ MORE "does nothing visible" (docs/product/public-site.md § Insights): articles are
 * teasers, so this is a non-navigating button marked unavailable.
 */
export function ReadMoreButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      aria-disabled="true"
      className="inline-flex items-center gap-2 font-display text-sm font-semibold tracking-widest text-neon-cyan"
    >
      READ MORE<span className="sr-only">: {title}</span>
      <span aria-hidden="true">→</span>
    </button>
  );
}

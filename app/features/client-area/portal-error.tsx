import { type LucideIcon, RotateCw } from "lucide-react";

/** The overview could not be read (network, server): say so and offer another try. */
export function PortalError({
  eyebrow,
  icon: Icon,
  onRetry,
}: {
  eyebrow: string;
  icon: LucideIcon;
  onRetry: () => void;
}) {
  return (
    <main>
      <div className="container-page grid justify-items-start gap-4 pt-14 pb-28 sm:pt-20">
        <p className="font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">{eyebrow}</p>
        <Icon aria-hidden="true" className="size-10 text-ink-400" />
        <h1 className="font-display text-3xl font-bold text-white">Your portal could not be loaded</h1>
        <p role="alert" className="max-w-xl text-ink-300">
          Please check your connection and try again. If it keeps happening, contact your project lead.
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-neon-cyan px-6 font-display font-semibold text-ink-950 transition-colors hover:bg-neon-lime"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Try Again
        </button>
      </div>
    </main>
  );
}

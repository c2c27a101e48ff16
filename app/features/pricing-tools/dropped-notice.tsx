import { TriangleAlert, X } from "lucide-react";
import { useState } from "react";

/**
 * Shown when a shared address named things the catalog does not offer: the page opens with
 * what it could read and says what it left out (docs/product/pricing.md § Shareable configurations).
 */
export function DroppedNotice({ title, children }: { title: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-neon-magenta/40 bg-neon-magenta/[0.08] p-4 text-sm print:hidden"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neon-magenta" />
      <div className="flex-1">
        <p className="font-semibold text-ink-100">{title}</p>
        <div className="mt-1 text-ink-200">{children}</div>
      </div>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label="Dismiss notice"
        className="grid size-8 shrink-0 place-items-center rounded-full text-ink-300 transition hover:bg-ink-800 hover:text-ink-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** "logo-pro" and "nope" → `logo-pro`, `nope` as code. */
export function IdList({ ids }: { ids: string[] }) {
  return (
    <>
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 ? ", " : null}
          <code className="rounded bg-ink-800 px-1.5 py-0.5 font-mono text-xs text-ink-100">{id}</code>
        </span>
      ))}
    </>
  );
}

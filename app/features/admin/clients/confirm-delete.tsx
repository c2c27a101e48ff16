import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { dangerButton, secondaryButton } from "./schema-form";

/**
 * Issue 10 §4: deleting asks first, naming what goes with it. The dialog
 * stays open while the delete runs and closes when it succeeds.
 */
export function ConfirmDelete({
  trigger,
  title,
  children,
  confirmLabel,
  onConfirm,
  compact = false,
}: {
  trigger: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The action's own toast says what failed; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger
        className={
          compact
            ? "grid size-11 shrink-0 place-items-center rounded-xl text-ink-400 transition hover:bg-rose-300/10 hover:text-rose-200"
            : dangerButton
        }
        aria-label={compact ? trigger : undefined}
        title={compact ? trigger : undefined}
      >
        <Trash2 aria-hidden="true" size={compact ? 18 : 16} />
        {!compact && trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-90 bg-ink-950/80 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-90 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] border border-rose-300/30 bg-ink-900 p-6 text-ink-100 shadow-2xl sm:p-8">
          <AlertDialog.Title className="font-display text-2xl font-bold text-white">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 grid gap-2 text-ink-300">{children}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
            <button
              type="button"
              onClick={confirm}
              disabled={busy}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-rose-300 px-5 font-display text-sm font-bold text-ink-950 transition hover:bg-rose-200 disabled:cursor-wait disabled:opacity-70"
            >
              <Trash2 aria-hidden="true" size={16} />
              {busy ? "Deleting..." : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** "3 milestones", "1 invoice", "no notes". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  if (count === 0) return `no ${plural}`;
  return `${count} ${count === 1 ? singular : plural}`;
}

import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { dangerConfirmButton, primaryButton, secondaryButton } from "./console-buttons";

/**
 * A console step that asks first: the trigger opens a dialog saying what the step does; the confirm
 * button runs it. The dialog stays open while it runs, closes when it succeeds, and stays for another
 * try when it fails (the step's own toast says what failed). `fields` go in the dialog's form, so
 * Enter in them confirms; `canConfirm` keeps the button off until they are right.
 */
export function ConfirmDialog({
  trigger,
  triggerClassName,
  triggerLabel,
  title,
  children,
  fields,
  confirmLabel,
  busyLabel,
  danger = false,
  canConfirm = true,
  onOpenChange,
  onConfirm,
}: {
  trigger: ReactNode;
  triggerClassName: string;
  /** The trigger's accessible name, when the trigger shows only an icon. */
  triggerLabel?: string;
  title: string;
  children: ReactNode;
  fields?: ReactNode;
  confirmLabel: ReactNode;
  busyLabel: string;
  danger?: boolean;
  canConfirm?: boolean;
  onOpenChange?: (open: boolean) => void;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  function changeOpen(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
  }

  async function confirm() {
    if (busy || !canConfirm) return;
    setBusy(true);
    try {
      await onConfirm();
      changeOpen(false);
    } catch {
      // The step's own toast says what failed; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      <AlertDialog.Trigger className={triggerClassName} aria-label={triggerLabel} title={triggerLabel}>
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-90 bg-ink-950/80 backdrop-blur-sm" />
        <AlertDialog.Content
          className={`fixed top-1/2 left-1/2 z-90 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] border bg-ink-900 p-6 text-ink-100 shadow-2xl sm:p-8 ${danger ? "border-rose-300/30" : "border-ink-600"}`}
        >
          <AlertDialog.Title className="font-display text-2xl font-bold wrap-anywhere text-white">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 grid gap-2 wrap-anywhere text-ink-300">{children}</div>
          </AlertDialog.Description>
          <form
            className="mt-6 grid gap-5"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            {fields}
            <div className="flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
              <button
                type="submit"
                disabled={busy || !canConfirm}
                className={danger ? dangerConfirmButton : primaryButton}
              >
                {busy ? busyLabel : confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

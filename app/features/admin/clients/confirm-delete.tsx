import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { ConfirmDialog } from "#app/components/form/confirm-dialog";
import { dangerButton } from "#app/components/form/console-buttons";

/**
 * Deleting asks first, naming what goes with it (docs/product/client-area.md § Deleting). `compact`
 * shows the trigger as a bin icon alone, for rows in a list.
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
  return (
    <ConfirmDialog
      danger
      trigger={
        <>
          <Trash2 aria-hidden="true" size={compact ? 18 : 16} />
          {!compact && trigger}
        </>
      }
      triggerClassName={
        compact
          ? "grid size-11 shrink-0 place-items-center rounded-xl text-ink-400 transition hover:bg-rose-300/10 hover:text-rose-200"
          : dangerButton
      }
      triggerLabel={compact ? trigger : undefined}
      title={title}
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" size={16} />
          {confirmLabel}
        </>
      }
      busyLabel="Deleting..."
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}

/** "3 milestones", "1 invoice", "no notes". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  if (count === 0) return `no ${plural}`;
  return `${count} ${count === 1 ? singular : plural}`;
}

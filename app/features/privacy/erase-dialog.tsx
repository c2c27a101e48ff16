import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "#app/components/form/confirm-dialog";
import { dangerButton } from "#app/components/form/console-buttons";
import { controlClass, Field } from "#app/components/form/field";

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Erasing cannot be undone (docs/product/admin-console.md § Personal data): the operator types the
 * address again, and only that address unlocks the button.
 */
export function EraseDialog({
  email,
  total,
  onErase,
}: {
  email: string;
  total: number;
  onErase: () => Promise<unknown>;
}) {
  const [typed, setTyped] = useState("");
  const inputId = useId();

  return (
    <ConfirmDialog
      danger
      trigger={
        <>
          <Trash2 aria-hidden="true" size={16} /> Erase everything
        </>
      }
      triggerClassName={dangerButton}
      title="Erase everything about this address?"
      fields={
        <Field id={inputId} label="Type the address again">
          <input
            id={inputId}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={controlClass("dark")}
          />
        </Field>
      }
      canConfirm={sameAddress(typed, email)}
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" size={16} /> Erase for good
        </>
      }
      busyLabel="Erasing..."
      onOpenChange={() => setTyped("")}
      onConfirm={onErase}
    >
      <p>
        The {total} {total === 1 ? "row" : "rows"} held about <strong className="text-ink-100">{email}</strong> go now,
        in one step, and cannot be brought back: leads, their notes and emails, mood boards, chat conversations, the
        client account.
      </p>
      <p>A client with invoices is kept for the accounts with name, email and phone removed.</p>
    </ConfirmDialog>
  );
}

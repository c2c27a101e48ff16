import { type ReactNode, useId, useState } from "react";
import { ConfirmDialog } from "#app/components/form/confirm-dialog";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { emailAddress } from "#common/forms/booking-fields";
import { actionButtonClass } from "./action-button";

const addressSchema = emailAddress();

/**
 * A card action that emails something to one address the admin may change (SEND REPORT, SHARE WITH
 * CLIENT; docs/product/admin-console.md § Audit card, § Mood board card): the dialog says what goes out,
 * the address starts as the one the console knows, a mistyped one is named under the field, and the
 * dialog closes once the mail is queued.
 */
export function EmailSendDialog({
  trigger,
  title,
  children,
  address,
  hint,
  confirmLabel,
  busyLabel,
  onOpen,
  onSend,
}: {
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  /** The address known when the dialog opens; one that arrives later fills the field while it is empty. */
  address: string | null;
  hint?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  onOpen?: () => void;
  onSend: (email: string) => Promise<unknown>;
}) {
  const inputId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const value = typed ?? address ?? "";

  return (
    <ConfirmDialog
      trigger={trigger}
      triggerClassName={actionButtonClass("cyan")}
      title={title}
      fields={
        <Field id={inputId} label="Send to" hint={hint} error={error}>
          <input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={value}
            {...describedBy(inputId, error, Boolean(hint))}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
            className={controlClass("dark", error)}
          />
        </Field>
      }
      canConfirm={value.trim().length > 0}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      onOpenChange={(open) => {
        setTyped(null);
        setError(undefined);
        if (open) onOpen?.();
      }}
      onConfirm={async () => {
        const parsed = addressSchema.safeParse(value);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? "Please enter a valid email address";
          setError(message);
          throw new Error(message);
        }
        await onSend(parsed.data);
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

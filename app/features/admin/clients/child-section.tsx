import { Pencil, Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { secondaryButton } from "#app/components/form/console-buttons";
import { ConfirmDelete } from "./confirm-delete";
import { type FieldSpec, SchemaForm } from "./schema-form";
import { useAdminAction } from "./use-client-data";

/**
 * A list of one kind of row under a project or client (milestones,
 * deliverables, invoices, updates, notes, documents): each row with Edit and
 * Delete (after a confirmation), and an Add form below.
 */
export function ChildSection<Row extends { id: number }>({
  noun,
  baseUrl,
  rows,
  fields,
  schema,
  toForm,
  renderRow,
  emptyText,
  addDefaults,
}: {
  /** "milestone", "invoice"… for buttons and toasts. */
  noun: string;
  /** e.g. /api/admin/projects/3/milestones */
  baseUrl: string;
  rows: Row[];
  fields: FieldSpec[];
  schema: z.ZodType;
  toForm: (row: Row) => object;
  renderRow: (row: Row) => ReactNode;
  emptyText: string;
  addDefaults?: object;
}) {
  const action = useAdminAction();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const Noun = noun[0]?.toUpperCase() + noun.slice(1);

  return (
    <div className="grid gap-3">
      {rows.length === 0 ? (
        <p className="text-sm text-ink-400">{emptyText}</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-ink-700 bg-ink-950/50 p-3 sm:p-4">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">{renderRow(row)}</div>
                <button
                  type="button"
                  onClick={() => setEditing(editing === row.id ? null : row.id)}
                  aria-expanded={editing === row.id}
                  aria-label={`Edit ${noun}`}
                  title={`Edit ${noun}`}
                  className="grid size-11 shrink-0 place-items-center rounded-xl text-ink-400 transition hover:bg-neon-cyan/10 hover:text-neon-cyan"
                >
                  <Pencil aria-hidden="true" size={18} />
                </button>
                <ConfirmDelete
                  compact
                  trigger={`Delete ${noun}`}
                  title={`Delete this ${noun}?`}
                  confirmLabel={`Delete ${Noun}`}
                  onConfirm={() =>
                    action.mutateAsync({
                      method: "DELETE",
                      url: `${baseUrl}/${row.id}`,
                      success: [`${Noun} Deleted`],
                      failure: "Delete Failed",
                    })
                  }
                >
                  <p>It disappears from the console and from the client's portal. This cannot be undone.</p>
                </ConfirmDelete>
              </div>
              {editing === row.id && (
                <div className="mt-4 border-t border-ink-700 pt-4">
                  <SchemaForm
                    label={`Edit ${noun}`}
                    fields={fields}
                    schema={schema}
                    initial={toForm(row)}
                    resetOnSuccess={false}
                    submitLabel="Save Changes"
                    onSubmit={async (payload) => {
                      await action.mutateAsync({
                        method: "PUT",
                        url: `${baseUrl}/${row.id}`,
                        body: payload,
                        success: [`${Noun} Saved`],
                      });
                      setEditing(null);
                    }}
                    extra={
                      <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
                        Cancel
                      </button>
                    }
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <div className="rounded-xl border border-neon-cyan/30 bg-ink-950/40 p-4">
          <SchemaForm
            label={`New ${noun}`}
            fields={fields}
            schema={schema}
            initial={addDefaults}
            submitLabel={`Add ${Noun}`}
            busyLabel="Adding..."
            onSubmit={async (payload) => {
              await action.mutateAsync({
                method: "POST",
                url: baseUrl,
                body: payload,
                success: [`${Noun} Added`],
                failure: "Save Failed",
              });
              setAdding(false);
            }}
            extra={
              <button type="button" className={secondaryButton} onClick={() => setAdding(false)}>
                Cancel
              </button>
            }
          />
        </div>
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={`${secondaryButton} justify-self-start`}>
          <Plus aria-hidden="true" size={16} /> Add {Noun}
        </button>
      )}
    </div>
  );
}

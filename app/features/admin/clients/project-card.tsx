import { Download, Eye, EyeOff, Lock } from "lucide-react";
import { Tabs } from "radix-ui";
import { ExpandableText } from "#app/components/ui/expandable-text";
import type { AdminProjectDetail } from "#common/client-area/admin-records";
import {
  deliverableSchema,
  invoiceSchema,
  milestoneSchema,
  progressSchema,
  projectNoteSchema,
  projectSchema,
  projectUpdateSchema,
  statusChangeSchema,
} from "#common/client-area/admin-schemas";
import { Badge } from "../cards/card-parts";
import { formatDate, formatDay, safeHttpUrl } from "../format";
import { ChildSection } from "./child-section";
import { ConfirmDelete, countOf } from "./confirm-delete";
import {
  DELIVERABLE_FIELDS,
  INVOICE_FIELDS,
  MILESTONE_FIELDS,
  NOTE_FIELDS,
  PROJECT_FIELDS,
  PROJECT_STATUS_OPTIONS,
  packageLabel,
  projectStatusLabel,
  statusLabel,
  UPDATE_FIELDS,
} from "./field-specs";
import { SchemaForm } from "./schema-form";
import { useAdminAction } from "./use-client-data";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const formatMoney = (amount: string) => money.format(Number(amount));
const day = (date: string | null) => formatDay(date);

const STATUS_TONES: Record<string, string> = {
  planning: "new",
  design: "contacted",
  development: "in-progress",
  review: "confirmed",
  completed: "completed",
  on_hold: "closed",
  cancelled: "cancelled",
  in_progress: "in-progress",
  pending: "pending",
  paid: "completed",
  signed: "completed",
  approved: "confirmed",
};
export const toneOf = (status: string) => STATUS_TONES[status] ?? "normal";

function FileLink({ url, label }: { url: string | null; label: string }) {
  const safe = safeHttpUrl(url);
  if (!safe) return null;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-w-0 items-center gap-1 text-sm wrap-anywhere text-neon-cyan underline decoration-neon-cyan/40 underline-offset-2 hover:decoration-neon-cyan"
    >
      <Download aria-hidden="true" size={14} /> {label}
    </a>
  );
}

const tabClass =
  "min-h-11 shrink-0 rounded-xl border border-ink-700 bg-ink-900 px-3 font-display text-xs font-bold tracking-[0.12em] whitespace-nowrap text-ink-300 uppercase transition hover:text-ink-100 data-[state=active]:border-neon-cyan data-[state=active]:bg-neon-cyan/10 data-[state=active]:text-neon-cyan";

/** One project of the client: status with notes and history, progress, and everything under it. */
export function ProjectCard({ project }: { project: AdminProjectDetail }) {
  const action = useAdminAction();
  const base = `/api/admin/projects/${project.id}`;

  return (
    <article
      aria-labelledby={`project-${project.id}`}
      className="grid gap-6 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3
              id={`project-${project.id}`}
              className="min-w-0 font-display text-xl font-bold wrap-anywhere text-ink-100"
            >
              {project.name}
            </h3>
            <Badge tone={toneOf(project.status)}>{projectStatusLabel(project.status)}</Badge>
          </div>
          <p className="mt-1 text-sm text-ink-300">
            {packageLabel(project.packageType)} · {formatMoney(project.totalAmount)} · started {day(project.startDate)}
            {project.expectedCompletion ? ` · due ${day(project.expectedCompletion)}` : ""}
            {project.actualCompletion ? ` · completed ${day(project.actualCompletion)}` : ""}
          </p>
          {project.description && (
            <div className="mt-2">
              <ExpandableText text={project.description} className="text-sm whitespace-pre-wrap text-ink-200" />
            </div>
          )}
        </div>
        <ConfirmDelete
          trigger="Delete Project"
          title={`Delete “${project.name}”?`}
          confirmLabel="Delete Project"
          onConfirm={() =>
            action.mutateAsync({
              method: "DELETE",
              url: base,
              success: ["Project Deleted", `${project.name} and everything under it were deleted.`],
              failure: "Delete Failed",
            })
          }
        >
          <p>This deletes the project and, with it:</p>
          <ul className="list-disc pl-5 text-sm">
            <li>
              {countOf(project.milestones.length, "milestone")}, {countOf(project.deliverables.length, "deliverable")},{" "}
              {countOf(project.invoices.length, "invoice")}
            </li>
            <li>
              {countOf(project.updates.length, "update")}, {countOf(project.notes.length, "note")} and its status
              history
            </li>
            <li>the client documents and messages linked to this project</li>
          </ul>
          <p className="font-semibold text-rose-200">This cannot be undone.</p>
        </ConfirmDelete>
      </header>

      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-label="Status" className="rounded-xl border border-ink-700 bg-ink-950/40 p-4">
          <h4 className="mb-3 font-display text-sm font-bold tracking-[0.15em] text-ink-200 uppercase">Status</h4>
          <SchemaForm
            key={project.status}
            label="Change status"
            fields={[
              {
                name: "status",
                label: "New status",
                kind: "select",
                required: true,
                options: PROJECT_STATUS_OPTIONS,
                wide: true,
              },
              { name: "notes", label: "Notes", kind: "textarea", rows: 2 },
            ]}
            schema={statusChangeSchema}
            initial={{ status: project.status }}
            submitLabel="Change Status"
            onSubmit={(payload) =>
              action.mutateAsync({
                method: "PATCH",
                url: `${base}/status`,
                body: payload,
                success: ["Status Updated", "Project status has been updated successfully."],
              })
            }
          />
        </section>
        <section aria-label="Progress" className="rounded-xl border border-ink-700 bg-ink-950/40 p-4">
          <h4 className="mb-3 font-display text-sm font-bold tracking-[0.15em] text-ink-200 uppercase">Progress</h4>
          <div
            role="progressbar"
            aria-label={`${project.name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={project.progress}
            className="mb-4 h-3 overflow-hidden rounded-full bg-ink-800"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-neon-cyan to-neon-lime"
              style={{ width: `${project.progress}%` }}
            />
          </div>
          <p className="mb-4 font-display text-3xl font-bold text-neon-cyan tabular-nums">{project.progress}%</p>
          <SchemaForm
            key={project.progress}
            label="Set progress"
            fields={[
              { name: "progress", label: "Progress (%)", kind: "number", step: "1", required: true, wide: true },
            ]}
            schema={progressSchema}
            initial={{ progress: project.progress }}
            resetOnSuccess={false}
            submitLabel="Save Progress"
            onSubmit={(payload) =>
              action.mutateAsync({
                method: "PATCH",
                url: `${base}/progress`,
                body: payload,
                success: [
                  "Progress Saved",
                  `${project.name} is now at ${(payload as { progress: number }).progress}%.`,
                ],
              })
            }
          />
        </section>
      </div>

      <Tabs.Root defaultValue="milestones" className="grid gap-4">
        <Tabs.List aria-label={`${project.name} details`} className="flex flex-wrap gap-2">
          <Tabs.Trigger value="milestones" className={tabClass}>
            Milestones ({project.milestones.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="deliverables" className={tabClass}>
            Deliverables ({project.deliverables.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="invoices" className={tabClass}>
            Invoices ({project.invoices.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="updates" className={tabClass}>
            Updates ({project.updates.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="notes" className={tabClass}>
            Notes ({project.notes.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={tabClass}>
            History
          </Tabs.Trigger>
          <Tabs.Trigger value="edit" className={tabClass}>
            Edit
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="milestones">
          <ChildSection
            noun="milestone"
            baseUrl={`${base}/milestones`}
            rows={project.milestones}
            fields={MILESTONE_FIELDS}
            schema={milestoneSchema}
            toForm={(row) => row}
            emptyText="No milestones yet."
            renderRow={(row) => (
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-ink-100">
                  <span className="text-ink-400 tabular-nums">{row.order}.</span> {row.title}
                  <Badge tone={toneOf(row.status)}>{statusLabel(row.status)}</Badge>
                </p>
                <p className="text-xs text-ink-400">
                  Due {day(row.dueDate)}
                  {row.completedAt ? ` · completed ${formatDate(row.completedAt)}` : ""}
                </p>
                {row.description && <ExpandableText text={row.description} className="text-sm text-ink-300" />}
              </div>
            )}
          />
        </Tabs.Content>

        <Tabs.Content value="deliverables">
          <ChildSection
            noun="deliverable"
            baseUrl={`${base}/deliverables`}
            rows={project.deliverables}
            fields={DELIVERABLE_FIELDS}
            schema={deliverableSchema}
            toForm={(row) => row}
            emptyText="No deliverables yet."
            renderRow={(row) => (
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-ink-100">
                  {row.title}
                  <Badge tone={row.isPublic ? "completed" : "closed"}>{row.isPublic ? "Public" : "Private"}</Badge>
                </p>
                {row.description && <ExpandableText text={row.description} className="text-sm text-ink-300" />}
                <div className="flex flex-wrap items-center gap-3">
                  <FileLink url={row.fileUrl} label={row.fileName ?? "Open file"} />
                  {row.fileType && <span className="min-w-0 text-xs wrap-anywhere text-ink-400">{row.fileType}</span>}
                  <button
                    type="button"
                    aria-pressed={row.isPublic}
                    onClick={() =>
                      action.mutate({
                        method: "PUT",
                        url: `${base}/deliverables/${row.id}`,
                        body: { ...row, isPublic: !row.isPublic },
                        success: [
                          row.isPublic ? "Deliverable Hidden" : "Deliverable Shared",
                          row.isPublic ? "The client no longer sees it." : "The client sees it in their portal.",
                        ],
                      })
                    }
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-ink-600 px-3 text-xs font-semibold text-ink-200 transition hover:border-neon-cyan hover:text-neon-cyan"
                  >
                    {row.isPublic ? <Eye aria-hidden="true" size={14} /> : <EyeOff aria-hidden="true" size={14} />}
                    Public
                  </button>
                </div>
              </div>
            )}
          />
        </Tabs.Content>

        <Tabs.Content value="invoices">
          <ChildSection
            noun="invoice"
            baseUrl={`${base}/invoices`}
            rows={project.invoices}
            fields={INVOICE_FIELDS}
            schema={invoiceSchema}
            toForm={(row) => row}
            emptyText="No invoices yet."
            renderRow={(row) => (
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-ink-100">
                  <span className="min-w-0 font-mono text-sm">{row.invoiceNumber}</span>
                  <span className="tabular-nums">{formatMoney(row.amount)}</span>
                  <Badge tone={toneOf(row.status)}>{statusLabel(row.status)}</Badge>
                </p>
                <ExpandableText text={row.description} className="text-sm text-ink-300" />
                <p className="text-xs text-ink-400">
                  Due {day(row.dueDate)}
                  {row.paidAt ? ` · paid ${day(row.paidAt)}` : ""}
                  {row.paymentId ? ` online · Stripe payment ${row.paymentId}` : ""}
                </p>
              </div>
            )}
          />
        </Tabs.Content>

        <Tabs.Content value="updates">
          <ChildSection
            noun="update"
            baseUrl={`${base}/updates`}
            rows={project.updates}
            fields={UPDATE_FIELDS}
            schema={projectUpdateSchema}
            toForm={(row) => row}
            emptyText="No updates posted yet. Clients are promised weekly updates."
            renderRow={(row) => (
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-ink-100">
                  {row.title}
                  <Badge tone="normal">{row.updateType.replace("_", " ")}</Badge>
                  {row.progressPercentage !== null && (
                    <span className="text-xs text-neon-cyan">{row.progressPercentage}%</span>
                  )}
                </p>
                <ExpandableText text={row.message} className="text-sm whitespace-pre-wrap text-ink-300" />
                <p className="text-xs text-ink-400">{formatDate(row.createdAt)}</p>
              </div>
            )}
          />
        </Tabs.Content>

        <Tabs.Content value="notes">
          <ChildSection
            noun="note"
            baseUrl={`${base}/notes`}
            rows={project.notes}
            fields={NOTE_FIELDS}
            schema={projectNoteSchema}
            toForm={(row) => row}
            addDefaults={{ isInternal: true }}
            emptyText="No notes yet."
            renderRow={(row) => (
              <div className="grid gap-1">
                <p className="flex flex-wrap items-center gap-2 text-xs text-ink-400">
                  {formatDate(row.createdAt)}
                  {row.isInternal ? (
                    <Badge tone="closed">
                      <Lock aria-hidden="true" size={11} className="mr-1" /> Internal
                    </Badge>
                  ) : (
                    <Badge tone="confirmed">Shared with client</Badge>
                  )}
                </p>
                <ExpandableText text={row.content} className="text-sm whitespace-pre-wrap text-ink-200" />
              </div>
            )}
          />
        </Tabs.Content>

        <Tabs.Content value="history">
          {project.statusHistory.length === 0 ? (
            <p className="text-sm text-ink-400">No status changes yet.</p>
          ) : (
            <ol className="grid gap-2" aria-label="Status history">
              {project.statusHistory.map((entry) => (
                <li key={entry.id} className="rounded-xl border border-ink-700 bg-ink-950/50 p-3 text-sm">
                  <p className="text-ink-100">
                    {entry.oldStatus ? projectStatusLabel(entry.oldStatus) : "—"} →{" "}
                    {projectStatusLabel(entry.newStatus)}
                  </p>
                  <p className="text-xs text-ink-400">
                    {formatDate(entry.changedAt)} by {entry.changedBy ?? "admin"}
                  </p>
                  {entry.notes && (
                    <div className="mt-1">
                      <ExpandableText text={entry.notes} className="whitespace-pre-wrap text-ink-300" />
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Tabs.Content>

        <Tabs.Content value="edit">
          <SchemaForm
            label="Edit project"
            fields={PROJECT_FIELDS}
            schema={projectSchema}
            initial={project}
            resetOnSuccess={false}
            submitLabel="Save Project"
            onSubmit={(payload) =>
              action.mutateAsync({ method: "PUT", url: base, body: payload, success: ["Project Saved"] })
            }
          />
        </Tabs.Content>
      </Tabs.Root>
    </article>
  );
}

import { ArrowLeft, Check, Copy, FileText, FolderPlus, ListChecks, Power, Send, UserCog } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { primaryButton, secondaryButton } from "#app/components/form/console-buttons";
import { toast } from "#app/lib/toast/toast-store";
import type { AdminClientDetail, AdminInvitationResult } from "#common/client-area/admin-records";
import { clientSchema, documentSchema, projectSchema } from "#common/client-area/admin-schemas";
import { Badge } from "../cards/card-parts";
import { formatDate, safeHttpUrl } from "../format";
import { ChildSection } from "./child-section";
import { ConfirmDelete, countOf } from "./confirm-delete";
import { CLIENT_FIELDS, DOCUMENT_FIELDS, PROJECT_FIELDS, statusLabel } from "./field-specs";
import { MessagesPanel } from "./messages-panel";
import { ProjectCard, toneOf } from "./project-card";
import { QuestionnairePanel } from "./questionnaire-panel";
import { SchemaForm } from "./schema-form";
import { useAdminAction, useClientDetail } from "./use-client-data";

const panel = "rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 sm:p-6";

function InvitationBox({ invitation }: { invitation: AdminInvitationResult }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(invitation.link);
      setCopied(true);
      toast({ title: "Link Copied", description: "Paste it wherever you talk to the client.", variant: "success" });
    } catch {
      toast({ title: "Copy Failed", description: "Select the link and copy it by hand.", variant: "destructive" });
    }
  }
  return (
    <div className="grid gap-2 rounded-xl border border-neon-lime/40 bg-neon-lime/5 p-4" aria-live="polite">
      <p className="text-sm text-ink-100">
        Invitation emailed. The one-time link works until {formatDate(invitation.expiresAt)}:
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="invitation-link" className="sr-only">
          Invitation link
        </label>
        <input
          id="invitation-link"
          readOnly
          value={invitation.link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 flex-1 rounded-xl border border-ink-600 bg-ink-950 px-3 font-mono text-xs text-ink-100"
        />
        <button type="button" onClick={copy} className={secondaryButton}>
          {copied ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
          {copied ? "Copied" : "Copy Link"}
        </button>
      </div>
    </div>
  );
}

function portalAccess(detail: AdminClientDetail): string {
  if (detail.client.hasPassword) return "Portal active: the client has set a password.";
  if (detail.invitation.lastSentAt) {
    return `Invitation sent ${formatDate(detail.invitation.lastSentAt)}; the link works until ${formatDate(detail.invitation.expiresAt)}.`;
  }
  return "Not invited yet: the client cannot sign in until you send an invitation.";
}

function ClientHeader({ detail }: { detail: AdminClientDetail }) {
  const { client } = detail;
  const action = useAdminAction<AdminInvitationResult>();
  const toggle = useAdminAction();
  const remove = useAdminAction();
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<AdminInvitationResult | null>(null);
  const [editing, setEditing] = useState(false);
  const invited = detail.invitation.lastSentAt !== null || client.hasPassword;

  async function invite() {
    try {
      const result = await action.mutateAsync({
        method: "POST",
        url: `/api/admin/clients/${client.id}/invite`,
        success: ["Invitation Sent", `A one-time link is on its way to ${client.email}.`],
        failure: "Invitation Failed",
      });
      setInvitation(result);
    } catch {
      // toasted by the action
    }
  }

  const projects = detail.projects;
  return (
    <section aria-label="Client" className={`${panel} grid gap-5`}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 font-display text-2xl font-bold wrap-anywhere text-ink-100 sm:text-3xl">
              {client.firstName} {client.lastName}
            </h2>
            {client.isActive ? <Badge tone="completed">Active</Badge> : <Badge tone="cancelled">Deactivated</Badge>}
          </div>
          <p className="mt-1 wrap-anywhere text-ink-300">
            <a
              href={`mailto:${client.email}`}
              className="break-all underline decoration-ink-600 underline-offset-2 hover:text-neon-cyan"
            >
              {client.email}
            </a>
            {client.company ? ` · ${client.company}` : ""}
            {client.phone ? ` · ${client.phone}` : ""}
          </p>
          <p className="mt-2 text-sm text-ink-400">
            Client since {formatDate(client.createdAt)}. {portalAccess(detail)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={invite}
          disabled={action.isPending || !client.isActive}
          className={primaryButton}
        >
          <Send aria-hidden="true" size={16} />
          {action.isPending ? "Sending..." : invited ? "Resend Invitation" : "Invite Client"}
        </button>
        <button
          type="button"
          onClick={() => setEditing((open) => !open)}
          aria-expanded={editing}
          className={secondaryButton}
        >
          <UserCog aria-hidden="true" size={16} /> Edit Details
        </button>
        <button
          type="button"
          disabled={toggle.isPending}
          onClick={() =>
            toggle.mutate({
              method: "POST",
              url: `/api/admin/clients/${client.id}/${client.isActive ? "deactivate" : "reactivate"}`,
              success: client.isActive
                ? ["Client Deactivated", "They are signed out and cannot sign in."]
                : ["Client Reactivated", "They can sign in again."],
            })
          }
          className={secondaryButton}
        >
          <Power aria-hidden="true" size={16} /> {client.isActive ? "Deactivate" : "Reactivate"}
        </button>
        <ConfirmDelete
          trigger="Delete Client"
          title={`Delete ${client.firstName} ${client.lastName}?`}
          confirmLabel="Delete Client"
          onConfirm={async () => {
            await remove.mutateAsync({
              method: "DELETE",
              url: `/api/admin/clients/${client.id}`,
              success: ["Client Deleted", `${client.firstName} ${client.lastName} and all their data were deleted.`],
              failure: "Delete Failed",
            });
            navigate("/admin/clients", { replace: true });
          }}
        >
          <p>This deletes the client's account and everything that belongs to it:</p>
          <ul className="list-disc pl-5 text-sm">
            <li>
              {countOf(projects.length, "project")}
              {projects.length > 0 ? ` (${projects.map((project) => project.name).join(", ")})` : ""} with their
              milestones, deliverables, invoices, updates and notes
            </li>
            <li>
              {countOf(detail.documents.length, "document")} and {countOf(detail.messages.length, "message")}
            </li>
            <li>the onboarding steps, invitations and portal sign-ins</li>
          </ul>
          <p className="font-semibold text-rose-200">This cannot be undone.</p>
        </ConfirmDelete>
      </div>
      {!client.isActive && (
        <p className="text-sm text-amber-200">Reactivate the client before sending an invitation.</p>
      )}
      {invitation && <InvitationBox invitation={invitation} />}
      {editing && (
        <div className="border-t border-ink-700 pt-5">
          <SchemaForm
            label="Edit client"
            fields={CLIENT_FIELDS}
            schema={clientSchema}
            initial={client}
            resetOnSuccess={false}
            submitLabel="Save Details"
            onSubmit={async (payload) => {
              await toggle.mutateAsync({
                method: "PUT",
                url: `/api/admin/clients/${client.id}`,
                body: payload,
                success: ["Client Saved"],
              });
              setEditing(false);
            }}
          />
        </div>
      )}
    </section>
  );
}

function Onboarding({ detail }: { detail: AdminClientDetail }) {
  const steps = detail.onboardingSteps;
  const done = steps.filter((step) => step.status === "completed").length;
  return (
    <section aria-labelledby="onboarding-title" className={`${panel} grid gap-3`}>
      <h2 id="onboarding-title" className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100">
        <ListChecks aria-hidden="true" size={20} className="text-neon-lime" /> Onboarding
        <span className="text-sm font-normal text-ink-400">
          {done} of {steps.length} done
        </span>
      </h2>
      <ol className="grid gap-1.5 text-sm">
        {steps.map((step, index) => (
          <li key={step.id} className="flex items-center justify-between gap-2">
            <span className="text-ink-200">
              {index + 1}. {step.step}
            </span>
            <Badge tone={step.status === "in-progress" ? "in-progress" : toneOf(step.status)}>
              {statusLabel(step.status)}
            </Badge>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Documents({ detail }: { detail: AdminClientDetail }) {
  const projectName = (id: number | null) => detail.projects.find((project) => project.id === id)?.name;
  return (
    <section aria-labelledby="documents-title" className={`${panel} grid gap-4`}>
      <h2 id="documents-title" className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100">
        <FileText aria-hidden="true" size={20} className="text-sky-300" /> Documents
      </h2>
      <ChildSection
        noun="document"
        baseUrl={`/api/admin/clients/${detail.client.id}/documents`}
        rows={detail.documents}
        fields={DOCUMENT_FIELDS(detail.projects)}
        schema={documentSchema}
        toForm={(row) => row}
        emptyText="No documents yet."
        renderRow={(row) => {
          const safe = safeHttpUrl(row.fileUrl);
          return (
            <div className="grid gap-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-ink-100">
                {safe ? (
                  <a
                    href={safe}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="min-w-0 underline decoration-ink-600 underline-offset-2 hover:text-neon-cyan"
                  >
                    {row.title}
                  </a>
                ) : (
                  row.title
                )}
                <Badge tone={toneOf(row.status)}>{statusLabel(row.status)}</Badge>
              </p>
              <p className="text-xs wrap-anywhere text-ink-400">
                {row.type}
                {projectName(row.projectId) ? ` · ${projectName(row.projectId)}` : ""} · {formatDate(row.uploadedAt)}
              </p>
            </div>
          );
        }}
      />
    </section>
  );
}

function NewProject({ clientId }: { clientId: number }) {
  const action = useAdminAction();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={`${primaryButton} justify-self-start`}>
        <FolderPlus aria-hidden="true" size={16} /> New Project
      </button>
    );
  }
  return (
    <section aria-labelledby="new-project-title" className={`${panel} border-neon-cyan/40`}>
      <h3 id="new-project-title" className="mb-4 font-display text-lg font-bold text-ink-100">
        New Project
      </h3>
      <SchemaForm
        label="New project"
        fields={PROJECT_FIELDS}
        schema={projectSchema}
        initial={{ packageType: "business", status: "planning" }}
        submitLabel="Create Project"
        busyLabel="Creating..."
        onSubmit={async (payload) => {
          await action.mutateAsync({
            method: "POST",
            url: `/api/admin/clients/${clientId}/projects`,
            body: payload,
            success: ["Project Created"],
            failure: "Creation Failed",
          });
          setOpen(false);
        }}
        extra={
          <button type="button" onClick={() => setOpen(false)} className={secondaryButton}>
            Cancel
          </button>
        }
      />
    </section>
  );
}

/** /admin/clients/:id: one client, their projects and all under them (docs/product/client-area.md § Projects). */
export function ClientDetailPage({ id }: { id: number }) {
  const query = useClientDetail(id);
  const back = (
    <Link to="/admin/clients" className={`${secondaryButton} justify-self-start`}>
      <ArrowLeft aria-hidden="true" size={16} /> All clients
    </Link>
  );
  if (query.isPending && query.fetchStatus !== "idle") {
    return (
      <p role="status" className="text-ink-300">
        Loading client...
      </p>
    );
  }
  if (!query.data) {
    return (
      <div className="grid gap-4">
        {back}
        <p className="text-ink-300">Client not found. They may have been deleted.</p>
      </div>
    );
  }
  const detail = query.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      {back}
      <ClientHeader detail={detail} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start">
        <div className="grid min-w-0 gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100">
              Projects <span className="text-sm font-normal text-ink-400">({detail.projects.length})</span>
            </h2>
          </div>
          <NewProject clientId={detail.client.id} />
          {detail.projects.length === 0 && <p className="text-sm text-ink-400">No projects yet.</p>}
          {detail.projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </div>
        <div className="grid min-w-0 gap-6">
          <MessagesPanel detail={detail} />
          <Documents detail={detail} />
          <Onboarding detail={detail} />
          <QuestionnairePanel detail={detail} />
        </div>
      </div>
    </div>
  );
}

import { FileDown, LayoutDashboard } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { PortalMessage, PortalOverview } from "../../../common/client-portal/api";
import { apiRequest } from "../../lib/api-request";
import { formatDate } from "../client-area/format";
import { PortalLoading } from "../client-area/portal-loading";
import { type PortalTab, PortalView, SettingsLink } from "../client-area/portal-page";
import { DocumentsPanel, InvoicesPanel, MessagesPanel } from "../client-area/portal-panels";
import { DownloadButton } from "./download-button";
import { MessageComposer } from "./message-composer";
import { calendarDate, clientCompany, toPortalData } from "./portal-adapter";
import { PortalError } from "./portal-error";
import {
  isSignedOutError,
  PortalQueryProvider,
  useOverview,
  useSignedOutOnError,
  useUpdateOverview,
} from "./portal-query";
import { SignedInDashboard } from "./signed-in-dashboard";
import { SignedInNotice } from "./signed-in-notice";

/** Marks the agency's unread messages read once the client has opened the Messages tab. */
function useMarkRead(overview: PortalOverview | undefined) {
  const updateOverview = useUpdateOverview();
  const marking = useRef(new Set<number>());
  return useCallback(() => {
    const unread = (overview?.messages ?? []).filter(
      (message) => !message.fromClient && !message.isRead && !marking.current.has(message.id),
    );
    for (const message of unread) {
      marking.current.add(message.id);
      apiRequest<PortalMessage>(`/api/portal/messages/${message.id}/read`, "POST")
        .then((read) =>
          updateOverview((current) => ({
            ...current,
            messages: current.messages.map((item) => (item.id === read.id ? read : item)),
          })),
        )
        .catch(() => marking.current.delete(message.id));
    }
  }, [overview, updateOverview]);
}

function ProjectPicker({
  overview,
  projectId,
  onChange,
}: {
  overview: PortalOverview;
  projectId: number | undefined;
  onChange: (id: number) => void;
}) {
  const id = useId();
  if (overview.projects.length < 2) return null;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.18em] text-ink-300 uppercase">
        Project
      </label>
      <select
        id={id}
        value={projectId}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-12 rounded-full border border-ink-600 bg-ink-900 px-4 text-ink-100 focus:border-neon-cyan focus:outline-none"
      >
        {overview.projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function ClientPortal({ overview, onSignedOut }: { overview: PortalOverview; onSignedOut: () => void }) {
  const [projectId, setProjectId] = useState(overview.projects[0]?.id);
  const project = overview.projects.find((item) => item.id === projectId) ?? overview.projects[0];
  const data = toPortalData(overview, project);
  const markRead = useMarkRead(overview);
  const [tab, setTab] = useState<PortalTab>("dashboard");
  const onTabChange = useCallback((next: PortalTab) => setTab(next), []);
  useEffect(() => {
    if (tab === "messages") markRead();
  }, [tab, markRead]);

  const deliverables = project?.deliverables ?? [];
  return (
    <PortalView
      data={data}
      clientName={overview.client.firstName}
      notice={<SignedInNotice client={overview.client} onSignedOut={onSignedOut} />}
      title={project ? project.name : `Welcome, ${overview.client.firstName}`}
      lead={
        project
          ? `${data.project.packageName ? `A ${data.project.packageName} project` : "Your project"} for ${clientCompany(overview)}: milestones, documents, messages and invoices, all in one place.`
          : "Your portal is ready. Your project lead adds your project here as soon as it is set up."
      }
      actions={
        <>
          <ProjectPicker overview={overview} projectId={project?.id} onChange={setProjectId} />
          <SettingsLink />
        </>
      }
      onTabChange={onTabChange}
      panels={{
        dashboard: <SignedInDashboard data={data} project={project} />,
        documents: (
          <DocumentsPanel
            data={data}
            action={(document) =>
              document.downloadable ? <DownloadButton kind="documents" id={document.id} label={document.title} /> : null
            }
          >
            <h3 className="mt-10 font-display text-xl font-bold text-white">Deliverables</h3>
            {deliverables.length === 0 ? (
              <p className="mt-3 text-ink-300">Files we deliver to you appear here.</p>
            ) : (
              <ul className="mt-4 grid gap-3 md:grid-cols-2">
                {deliverables.map((deliverable) => (
                  <li
                    key={deliverable.id}
                    className="flex items-start gap-4 rounded-2xl border border-ink-700 bg-ink-950/40 p-4 sm:p-5"
                  >
                    <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-ink-800 text-neon-lime">
                      <FileDown aria-hidden="true" className="size-5" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <h4 className="font-display text-base font-bold text-white">{deliverable.title}</h4>
                      {deliverable.description && (
                        <p className="mt-1 text-sm text-ink-300">{deliverable.description}</p>
                      )}
                      {deliverable.uploadedAt && (
                        <p className="mt-1 text-xs text-ink-300">
                          Delivered {formatDate(calendarDate(deliverable.uploadedAt) ?? "")}
                        </p>
                      )}
                      {deliverable.downloadable && (
                        <DownloadButton kind="deliverables" id={deliverable.id} label={deliverable.title} />
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </DocumentsPanel>
        ),
        messages: <MessagesPanel data={data} composer={<MessageComposer projectId={project?.id} />} />,
        invoices: <InvoicesPanel data={data} sample={false} />,
      }}
    />
  );
}

function PortalData({ onSignedOut }: { onSignedOut: () => void }) {
  const query = useOverview();
  useSignedOutOnError(query.error, onSignedOut);
  if (query.data) return <ClientPortal overview={query.data} onSignedOut={onSignedOut} />;
  if (query.error && !isSignedOutError(query.error)) {
    return <PortalError eyebrow="Client Portal" icon={LayoutDashboard} onRetry={() => query.refetch()} />;
  }
  return <PortalLoading eyebrow="Client Portal" />;
}

/** /client-portal for a signed-in client (issue 10 §2): their own data in the visitor's screens. */
export default function SignedInPortal({ onSignedOut }: { onSignedOut: () => void }) {
  return (
    <PortalQueryProvider>
      <PortalData onSignedOut={onSignedOut} />
    </PortalQueryProvider>
  );
}

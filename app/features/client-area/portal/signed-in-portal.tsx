import { FileDown, LayoutDashboard } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ExpandableText } from "#app/components/ui/expandable-text";
import { apiRequest } from "#app/lib/api-request";
import type { PortalMessage, PortalOverview, PortalProjectDetail } from "#common/client-area/api";
import type { PortalTab } from "#common/client-area/portal-tabs";
import { formatDate } from "../format";
import { PortalError } from "../portal-error";
import { PortalLoading } from "../portal-loading";
import {
  isSignedOutError,
  PortalQueryProvider,
  useOverview,
  useSignedOutOnError,
  useUpdateOverview,
} from "../portal-query";
import { SignedInNotice } from "../signed-in-notice";
import { DownloadButton } from "./download-button";
import { MessageComposer } from "./message-composer";
import { PaymentReturnNotice } from "./payment-return-notice";
import type { PortalContent } from "./portal-content";
import { DocumentsPanel, MessagesPanel } from "./portal-panels";
import { PortalView, SettingsLink } from "./portal-view";
import { SignedInDashboard } from "./signed-in-dashboard";

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
    <div className="grid max-w-full min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.18em] text-ink-300 uppercase">
        Project
      </label>
      <select
        id={id}
        value={projectId}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-12 max-w-full min-w-0 rounded-full border border-ink-600 bg-ink-900 px-4 text-ink-100 focus:border-neon-cyan focus:outline-none"
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

/** The files the agency delivered for the project, under the Documents. */
function Deliverables({ project }: { project: PortalProjectDetail | undefined }) {
  const deliverables = project?.deliverables ?? [];
  return (
    <>
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
                <h4 className="font-display text-base font-bold wrap-anywhere text-white">{deliverable.title}</h4>
                {deliverable.description && (
                  <div className="mt-1">
                    <ExpandableText text={deliverable.description} className="text-sm text-ink-300" />
                  </div>
                )}
                {deliverable.uploadedAt && (
                  <p className="mt-1 text-xs text-ink-300">Delivered {formatDate(deliverable.uploadedAt)}</p>
                )}
                {deliverable.downloadable && (
                  <DownloadButton kind="deliverables" id={deliverable.id} label={deliverable.title} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ClientPortal({ overview, onSignedOut }: { overview: PortalOverview; onSignedOut: () => void }) {
  const [projectId, setProjectId] = useState(overview.projects[0]?.id);
  const project = overview.projects.find((item) => item.id === projectId) ?? overview.projects[0];
  const content: PortalContent = { overview, project, teamName: "Your project team", sample: false };
  const markRead = useMarkRead(overview);
  const [tab, setTab] = useState<PortalTab>("dashboard");
  const onTabChange = useCallback((next: PortalTab) => setTab(next), []);
  useEffect(() => {
    if (tab === "messages") markRead();
  }, [tab, markRead]);

  return (
    <PortalView
      content={content}
      clientName={overview.client.firstName}
      notice={
        <div className="grid gap-3">
          <SignedInNotice client={overview.client} onSignedOut={onSignedOut} />
          <PaymentReturnNotice overview={overview} />
        </div>
      }
      actions={
        <>
          <ProjectPicker overview={overview} projectId={project?.id} onChange={setProjectId} />
          <SettingsLink />
        </>
      }
      onTabChange={onTabChange}
      panels={{
        dashboard: <SignedInDashboard content={content} />,
        documents: (
          <DocumentsPanel
            content={content}
            action={(document) =>
              document.downloadable ? <DownloadButton kind="documents" id={document.id} label={document.title} /> : null
            }
          >
            <Deliverables project={project} />
          </DocumentsPanel>
        ),
        messages: <MessagesPanel content={content} composer={<MessageComposer projectId={project?.id} />} />,
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

/** /client-portal signed in: the client's data in the visitor's screens (docs/decisions/020-client-accounts.md). */
export default function SignedInPortal({ onSignedOut }: { onSignedOut: () => void }) {
  return (
    <PortalQueryProvider>
      <PortalData onSignedOut={onSignedOut} />
    </PortalQueryProvider>
  );
}

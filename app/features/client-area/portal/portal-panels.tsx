import { CalendarDays, CalendarPlus, CircleCheck, FileText, Mail, MailOpen } from "lucide-react";
import type { ReactNode } from "react";
import { ExpandableText } from "#app/components/ui/expandable-text";
import { CtaLink } from "#app/features/marketing-ui/cta-link";
import type { PortalDocument, PortalMessage } from "#common/client-area/api";
import { formatDate, formatMoney } from "../format";
import { StatusBadge } from "../status-badge";
import { CurrentMilestoneCard, card, ProjectDashboard } from "./dashboard-parts";
import { PayNowDialog } from "./pay-now-dialog";
import { PayOnlineButton } from "./pay-online-button";
import type { PortalContent } from "./portal-content";
import { projectDocuments } from "./project-text";

const authorOf = (content: PortalContent, message: PortalMessage) => (message.fromClient ? "You" : content.teamName);
const panelTitle = "font-display text-2xl font-bold text-white";

/** The sample's Dashboard: the project at a glance and the latest message. */
export function DashboardPanel({ content }: { content: PortalContent }) {
  const { project } = content;
  const latest = content.overview.messages.at(-1);
  if (!project) return null;
  return (
    <ProjectDashboard content={content} project={project}>
      <CurrentMilestoneCard project={project} />
      {latest && (
        <div className={`${card} p-5 sm:p-6`}>
          <h3 className="text-sm font-semibold tracking-wide text-ink-300 uppercase">Latest message</h3>
          <p className="mt-3 font-display text-xl font-bold wrap-anywhere text-white">{latest.subject}</p>
          <div className="mt-2">
            <ExpandableText text={latest.message} className="text-sm text-ink-300" />
          </div>
          <p className="mt-4 text-sm text-ink-200">
            {authorOf(content, latest)} · {formatDate(latest.createdAt)}
          </p>
        </div>
      )}
    </ProjectDashboard>
  );
}

/** Milestones: the project's phases in order. */
export function MilestonesPanel({ content }: { content: PortalContent }) {
  const milestones = content.project?.milestones ?? [];
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className={panelTitle}>Milestones</h2>
      {milestones.length === 0 && <p className="mt-4 text-ink-300">No milestones yet.</p>}
      <ol className="mt-6 grid gap-3">
        {milestones.map((milestone) => (
          <li
            key={milestone.id}
            className="grid gap-3 rounded-2xl border border-ink-700 bg-ink-950/40 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-5 sm:p-5"
          >
            <span
              aria-hidden="true"
              className="hidden size-10 place-content-center rounded-full border border-ink-600 font-display font-bold text-ink-200 sm:grid"
            >
              {milestone.order}
            </span>
            <div className="min-w-0">
              <h3 className="font-display text-lg font-bold wrap-anywhere text-white">{milestone.title}</h3>
              <div className="mt-1">
                <ExpandableText text={milestone.description ?? ""} className="text-sm text-ink-300" />
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:gap-2">
              <StatusBadge status={milestone.status} />
              <span className="text-xs text-ink-300">
                {milestone.completedAt
                  ? `Completed ${formatDate(milestone.completedAt)}`
                  : milestone.dueDate
                    ? `Due ${formatDate(milestone.dueDate)}`
                    : ""}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Documents: contracts, briefs and approvals with their status. A signed-in
 * client's view adds a download button per document (`action`) and the
 * project's deliverables (`children`).
 */
export function DocumentsPanel({
  content,
  action,
  children,
}: {
  content: PortalContent;
  action?: (document: PortalDocument) => ReactNode;
  children?: ReactNode;
}) {
  const documents = projectDocuments(content.overview, content.project);
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className={panelTitle}>Documents</h2>
      {documents.length === 0 && <p className="mt-4 text-ink-300">No documents yet.</p>}
      <ul className="mt-6 grid gap-3 md:grid-cols-2">
        {documents.map((document) => (
          <li
            key={document.id}
            className="flex items-start gap-4 rounded-2xl border border-ink-700 bg-ink-950/40 p-4 sm:p-5"
          >
            <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-ink-800 text-neon-cyan">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-display text-base font-bold wrap-anywhere text-white">{document.title}</h3>
              <p className="mt-1 text-sm wrap-anywhere text-ink-300">
                {document.uploadedAt ? `${document.type} · ${formatDate(document.uploadedAt)}` : document.type}
              </p>
              {action?.(document)}
            </div>
            <StatusBadge status={document.status} />
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/** Messages: the conversation with the project team, newest first; a signed-in client gets a `composer` above it. */
export function MessagesPanel({ content, composer }: { content: PortalContent; composer?: ReactNode }) {
  const newestFirst = [...content.overview.messages].reverse();
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className={panelTitle}>Messages</h2>
      {composer}
      {newestFirst.length === 0 && <p className="mt-4 text-ink-300">No messages yet.</p>}
      <ul className="mt-6 grid gap-3">
        {newestFirst.map((message) => {
          const unread = !message.fromClient && !message.isRead;
          const Icon = unread ? Mail : MailOpen;
          return (
            <li
              key={message.id}
              className={`rounded-2xl border p-4 sm:p-5 ${
                message.fromClient
                  ? "border-ink-700 bg-ink-800/50 sm:ml-12"
                  : unread
                    ? "border-neon-cyan/40 bg-neon-cyan/[0.05] sm:mr-12"
                    : "border-ink-700 bg-ink-950/40 sm:mr-12"
              }`}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Icon aria-hidden="true" className={`size-4 ${unread ? "text-neon-cyan" : "text-ink-400"}`} />
                <span className="font-semibold text-white">{authorOf(content, message)}</span>
                <span className="text-ink-300">{formatDate(message.createdAt)}</span>
                {unread && (
                  <span className="rounded-full bg-neon-cyan px-2 py-0.5 text-xs font-bold text-ink-950">New</span>
                )}
              </div>
              {message.subject && (
                <h3 className="mt-3 font-display text-lg font-bold wrap-anywhere text-white">{message.subject}</h3>
              )}
              <div className="mt-1">
                <ExpandableText text={message.message} className="whitespace-pre-line text-ink-200" />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Invoices: paid and pending; a pending invoice offers Pay Now (docs/product/client-area.md § Pay Now). */
export function InvoicesPanel({ content }: { content: PortalContent }) {
  const invoices = content.project?.invoices ?? [];
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className={panelTitle}>Invoices</h2>
      {invoices.length === 0 && <p className="mt-4 text-ink-300">No invoices yet.</p>}
      <ul className="mt-6 grid gap-3">
        {invoices.map((invoice) => (
          <li
            key={invoice.id}
            className="grid gap-4 rounded-2xl border border-ink-700 bg-ink-950/40 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:p-5"
          >
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="min-w-0 font-display text-lg font-bold wrap-anywhere text-white">
                  {invoice.invoiceNumber}
                </h3>
                <StatusBadge status={invoice.status} />
              </div>
              <div className="mt-1">
                <ExpandableText text={invoice.description} className="text-sm text-ink-300" />
              </div>
              <p className="mt-2 text-sm text-ink-200">
                {invoice.paidAt ? `Paid ${formatDate(invoice.paidAt)}` : `Due ${formatDate(invoice.dueDate)}`}
              </p>
            </div>
            <div className="flex items-center justify-between gap-5 sm:justify-end">
              <p className="font-display text-2xl font-bold text-white tabular-nums">{formatMoney(invoice.amount)}</p>
              {invoice.status === "pending" ? (
                content.overview.payOnline ? (
                  <PayOnlineButton invoice={invoice} />
                ) : (
                  <PayNowDialog invoice={invoice} sample={content.sample} />
                )
              ) : (
                <CircleCheck aria-hidden="true" className="size-6 text-neon-lime" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Schedule: the empty state with a way to book a call (docs/product/client-area.md § Schedule);
 * meetings are not kept in the portal, so there is never a list to show.
 */
export function SchedulePanel() {
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className={panelTitle}>Schedule</h2>
      <div className="mt-6 grid place-items-center rounded-2xl border border-dashed border-ink-600 px-6 py-14 text-center">
        <span className="grid size-14 place-content-center rounded-2xl bg-ink-800 text-neon-cyan">
          <CalendarDays aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-5 font-display text-xl font-bold text-white">No upcoming meetings scheduled</p>
        <p className="mt-2 max-w-md text-ink-300">
          Want to talk something through? Book a call with the team at a time that suits you.
        </p>
        <CtaLink to="/book-consultation" className="mt-7">
          <CalendarPlus aria-hidden="true" className="size-5" />
          Schedule Meeting
        </CtaLink>
      </div>
    </div>
  );
}

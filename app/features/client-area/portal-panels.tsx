import { CalendarDays, CalendarPlus, CircleCheck, FileText, Mail, MailOpen } from "lucide-react";
import type { ReactNode } from "react";
import type { PortalData } from "../../../common/client-area/portal-records";
import { currentStep, progressPercent } from "../../../common/client-area/progress";
import { CtaLink } from "../marketing-ui/cta-link";
import { formatDate, formatMoney } from "./format";
import { PayNowDialog } from "./pay-now-dialog";
import { ProgressBar } from "./progress-bar";
import { StatusBadge } from "./status-badge";

const card = "rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70";
const panelTitle = "font-display text-2xl font-bold text-white";

/** Dashboard: the project at a glance. */
export function DashboardPanel({ data }: { data: PortalData }) {
  const { project, milestones, invoices, messages } = data;
  const paid = invoices.filter((invoice) => invoice.status === "paid").reduce((sum, i) => sum + i.amount, 0);
  const outstanding = invoices.filter((invoice) => invoice.status === "pending").reduce((sum, i) => sum + i.amount, 0);
  const unread = messages.filter((message) => !message.fromClient && !message.isRead).length;
  const milestone = currentStep(milestones);
  const latest = messages.at(-1);
  const stats = [
    { label: "Total investment", value: formatMoney(project.totalAmount) },
    { label: "Paid to date", value: formatMoney(paid) },
    { label: "Outstanding", value: formatMoney(outstanding) },
    { label: "Unread messages", value: String(unread) },
  ];
  return (
    <div className="grid gap-6">
      <h2 className="sr-only">Dashboard</h2>
      <div className={`${card} p-5 sm:p-7`}>
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-neon-magenta/15 px-3 py-1 text-xs font-semibold text-neon-magenta">
            {project.packageName}
          </span>
          <span className="rounded-full border border-ink-600 px-3 py-1 text-xs font-semibold text-ink-200">
            {project.status}
          </span>
        </div>
        <h3 className="mt-4 font-display text-2xl font-bold text-white sm:text-3xl">Project overview</h3>
        <p className="mt-4 max-w-3xl text-ink-200">{project.description}</p>
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          {project.startDate && (
            <div className="flex gap-2">
              <dt className="text-ink-300">Started</dt>
              <dd className="font-semibold text-white">{formatDate(project.startDate)}</dd>
            </div>
          )}
          {project.expectedCompletion && (
            <div className="flex gap-2">
              <dt className="text-ink-300">Expected launch</dt>
              <dd className="font-semibold text-white">{formatDate(project.expectedCompletion)}</dd>
            </div>
          )}
        </dl>
        <div className="mt-6">
          <ProgressBar label="Project progress" value={progressPercent(milestones)} />
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className={`${card} p-5`}>
            <dt className="text-sm text-ink-300">{stat.label}</dt>
            <dd className="mt-2 font-display text-2xl font-bold text-white tabular-nums sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        {milestone && (
          <div className={`${card} p-5 sm:p-6`}>
            <h3 className="text-sm font-semibold tracking-wide text-ink-300 uppercase">Current milestone</h3>
            <p className="mt-3 font-display text-xl font-bold text-white">{milestone.title}</p>
            <p className="mt-2 text-sm text-ink-300">{milestone.description}</p>
            {milestone.dueDate && (
              <p className="mt-4 text-sm text-ink-200">
                Due <span className="font-semibold text-white">{formatDate(milestone.dueDate)}</span>
              </p>
            )}
          </div>
        )}
        {latest && (
          <div className={`${card} p-5 sm:p-6`}>
            <h3 className="text-sm font-semibold tracking-wide text-ink-300 uppercase">Latest message</h3>
            <p className="mt-3 font-display text-xl font-bold text-white">{latest.subject}</p>
            <p className="mt-2 text-sm text-ink-300">{latest.message}</p>
            <p className="mt-4 text-sm text-ink-200">
              {latest.author} · {formatDate(latest.sentAt)}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

/** Milestones: the project's phases in order. */
export function MilestonesPanel({ data }: { data: PortalData }) {
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className={panelTitle}>Milestones</h2>
      {data.milestones.length === 0 && <p className="mt-4 text-ink-300">No milestones yet.</p>}
      <ol className="mt-6 grid gap-3">
        {data.milestones.map((milestone) => (
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
              <h3 className="font-display text-lg font-bold text-white">{milestone.title}</h3>
              <p className="mt-1 text-sm text-ink-300">{milestone.description}</p>
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
  data,
  action,
  children,
}: {
  data: PortalData;
  action?: (document: PortalData["documents"][number]) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className={panelTitle}>Documents</h2>
      {data.documents.length === 0 && <p className="mt-4 text-ink-300">No documents yet.</p>}
      <ul className="mt-6 grid gap-3 md:grid-cols-2">
        {data.documents.map((document) => (
          <li
            key={document.id}
            className="flex items-start gap-4 rounded-2xl border border-ink-700 bg-ink-950/40 p-4 sm:p-5"
          >
            <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-ink-800 text-neon-cyan">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-display text-base font-bold text-white">{document.title}</h3>
              <p className="mt-1 text-sm text-ink-300">
                {document.date ? `${document.type} · ${formatDate(document.date)}` : document.type}
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
export function MessagesPanel({ data, composer }: { data: PortalData; composer?: ReactNode }) {
  const newestFirst = [...data.messages].reverse();
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
                <span className="font-semibold text-white">{message.author}</span>
                <span className="text-ink-300">{formatDate(message.sentAt)}</span>
                {unread && (
                  <span className="rounded-full bg-neon-cyan px-2 py-0.5 text-xs font-bold text-ink-950">New</span>
                )}
              </div>
              {message.subject && <h3 className="mt-3 font-display text-lg font-bold text-white">{message.subject}</h3>}
              <p className="mt-1 whitespace-pre-line text-ink-200">{message.message}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Invoices: paid and pending; a pending invoice offers Pay Now (spec 001 §2). */
export function InvoicesPanel({ data, sample = true }: { data: PortalData; sample?: boolean }) {
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className={panelTitle}>Invoices</h2>
      {data.invoices.length === 0 && <p className="mt-4 text-ink-300">No invoices yet.</p>}
      <ul className="mt-6 grid gap-3">
        {data.invoices.map((invoice) => (
          <li
            key={invoice.id}
            className="grid gap-4 rounded-2xl border border-ink-700 bg-ink-950/40 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:p-5"
          >
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="font-display text-lg font-bold text-white">{invoice.invoiceNumber}</h3>
                <StatusBadge status={invoice.status} />
              </div>
              <p className="mt-1 text-sm text-ink-300">{invoice.description}</p>
              <p className="mt-2 text-sm text-ink-200">
                {invoice.paidAt ? `Paid ${formatDate(invoice.paidAt)}` : `Due ${formatDate(invoice.dueDate)}`}
              </p>
            </div>
            <div className="flex items-center justify-between gap-5 sm:justify-end">
              <p className="font-display text-2xl font-bold text-white tabular-nums">{formatMoney(invoice.amount)}</p>
              {invoice.status === "pending" ? (
                <PayNowDialog invoice={invoice} sample={sample} />
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

/** Schedule: the empty state of spec 001 §2 with a way to book a call. */
export function SchedulePanel({ data }: { data: PortalData }) {
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <h2 className={panelTitle}>Schedule</h2>
      {data.meetings.length === 0 ? (
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
      ) : (
        <ul className="mt-6 grid gap-3">
          {data.meetings.map((meeting) => (
            <li key={meeting.startsAt} className="rounded-2xl border border-ink-700 bg-ink-950/40 p-4 text-white">
              {meeting.title}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

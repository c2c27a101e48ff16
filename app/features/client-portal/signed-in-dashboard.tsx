import { FolderClock, Megaphone, StickyNote } from "lucide-react";
import type { PortalData } from "../../../common/client-area/portal-records";
import { currentStep } from "../../../common/client-area/progress";
import type { PortalProjectDetail } from "../../../common/client-portal/api";
import { formatDate, formatMoney } from "../client-area/format";
import { ProgressBar } from "../client-area/progress-bar";
import { CtaLink } from "../marketing-ui/cta-link";
import { calendarDate } from "./portal-adapter";

const card = "rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70";

/** The signed-in Dashboard: the project at a glance, with the team's updates and shared notes. */
export function SignedInDashboard({ data, project }: { data: PortalData; project?: PortalProjectDetail }) {
  if (!project) {
    return (
      <div className={`${card} grid place-items-center px-6 py-14 text-center`}>
        <span className="grid size-14 place-content-center rounded-2xl bg-ink-800 text-neon-cyan">
          <FolderClock aria-hidden="true" className="size-7" />
        </span>
        <h2 className="mt-5 font-display text-2xl font-bold text-white">Your project is being set up</h2>
        <p className="mt-2 max-w-md text-ink-300">
          Your project lead adds your milestones, documents and invoices here. Meanwhile, finish your onboarding.
        </p>
        <CtaLink to="/onboarding" className="mt-7">
          Continue Onboarding
        </CtaLink>
      </div>
    );
  }
  const { invoices, messages, milestones } = data;
  const paid = invoices.filter((invoice) => invoice.status === "paid").reduce((sum, i) => sum + i.amount, 0);
  const outstanding = invoices.filter((invoice) => invoice.status === "pending").reduce((sum, i) => sum + i.amount, 0);
  const unread = messages.filter((message) => !message.fromClient && !message.isRead).length;
  const milestone = currentStep(milestones);
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
          {data.project.packageName && (
            <span className="rounded-full bg-neon-magenta/15 px-3 py-1 text-xs font-semibold text-neon-magenta">
              {data.project.packageName}
            </span>
          )}
          <span className="rounded-full border border-ink-600 px-3 py-1 text-xs font-semibold text-ink-200">
            {data.project.status}
          </span>
        </div>
        <h3 className="mt-4 font-display text-2xl font-bold text-white sm:text-3xl">Project overview</h3>
        {project.description && <p className="mt-4 max-w-3xl text-ink-200">{project.description}</p>}
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          {data.project.startDate && (
            <div className="flex gap-2">
              <dt className="text-ink-300">Started</dt>
              <dd className="font-semibold text-white">{formatDate(data.project.startDate)}</dd>
            </div>
          )}
          {data.project.expectedCompletion && (
            <div className="flex gap-2">
              <dt className="text-ink-300">Expected launch</dt>
              <dd className="font-semibold text-white">{formatDate(data.project.expectedCompletion)}</dd>
            </div>
          )}
        </dl>
        <div className="mt-6">
          <ProgressBar label="Project progress" value={project.progress} />
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
        <div className={`${card} p-5 sm:p-6`}>
          <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
            <Megaphone aria-hidden="true" className="size-4 text-neon-cyan" />
            Project updates
          </h3>
          {project.updates.length === 0 ? (
            <p className="mt-3 text-sm text-ink-300">Your first weekly update arrives here soon.</p>
          ) : (
            <ul className="mt-3 grid gap-4">
              {project.updates.slice(0, 5).map((update) => (
                <li key={update.id}>
                  <p className="font-display text-lg font-bold text-white">{update.title}</p>
                  <p className="mt-1 text-sm whitespace-pre-line text-ink-200">{update.message}</p>
                  <p className="mt-1 text-xs text-ink-300">
                    {formatDate(calendarDate(update.createdAt) ?? "")}
                    {update.progressPercentage !== null ? ` · ${update.progressPercentage}% complete` : ""}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-4">
          {milestone && (
            <div className={`${card} p-5 sm:p-6`}>
              <h3 className="text-sm font-semibold tracking-wide text-ink-300 uppercase">Current milestone</h3>
              <p className="mt-3 font-display text-xl font-bold text-white">{milestone.title}</p>
              {milestone.description && <p className="mt-2 text-sm text-ink-300">{milestone.description}</p>}
              {milestone.dueDate && (
                <p className="mt-4 text-sm text-ink-200">
                  Due <span className="font-semibold text-white">{formatDate(milestone.dueDate)}</span>
                </p>
              )}
            </div>
          )}
          {project.notes.length > 0 && (
            <div className={`${card} p-5 sm:p-6`}>
              <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">
                <StickyNote aria-hidden="true" className="size-4 text-neon-lime" />
                Notes from the team
              </h3>
              <ul className="mt-3 grid gap-3">
                {project.notes.slice(0, 5).map((note) => (
                  <li key={note.id} className="text-sm whitespace-pre-line text-ink-200">
                    {note.content}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

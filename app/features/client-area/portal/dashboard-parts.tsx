import type { ReactNode } from "react";
import { ExpandableText } from "#app/components/ui/expandable-text";
import type { PortalProjectDetail } from "#common/client-area/api";
import { currentStep } from "#common/client-area/progress";
import { formatDate, formatMoney } from "../format";
import { ProgressBar } from "../progress-bar";
import { type PortalContent, unreadCount } from "./portal-content";
import { packageName, statusLabel } from "./project-text";

/** The pieces both Dashboards share: the sample's and a signed-in client's. */
export const card = "rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70";

function ProjectOverviewCard({ project }: { project: PortalProjectDetail }) {
  const pkg = packageName(project.packageType);
  return (
    <div className={`${card} p-5 sm:p-7`}>
      <div className="flex flex-wrap items-center gap-3">
        {pkg && (
          <span className="rounded-full bg-neon-magenta/15 px-3 py-1 text-xs font-semibold text-neon-magenta">
            {pkg}
          </span>
        )}
        <span className="rounded-full border border-ink-600 px-3 py-1 text-xs font-semibold text-ink-200">
          {statusLabel(project.status)}
        </span>
      </div>
      <h3 className="mt-4 font-display text-2xl font-bold text-white sm:text-3xl">Project overview</h3>
      {project.description && (
        <div className="mt-4 max-w-3xl">
          <ExpandableText text={project.description} className="text-ink-200" />
        </div>
      )}
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
        <ProgressBar label="Project progress" value={project.progress} />
      </div>
    </div>
  );
}

/** Total, paid, outstanding and unread, in four cards. */
function ProjectStats({ content, project }: { content: PortalContent; project: PortalProjectDetail }) {
  const { invoices } = project;
  const paid = invoices.filter((invoice) => invoice.status === "paid").reduce((sum, i) => sum + i.amount, 0);
  const outstanding = invoices.filter((invoice) => invoice.status === "pending").reduce((sum, i) => sum + i.amount, 0);
  const stats = [
    { label: "Total investment", value: formatMoney(project.totalAmount) },
    { label: "Paid to date", value: formatMoney(paid) },
    { label: "Outstanding", value: formatMoney(outstanding) },
    { label: "Unread messages", value: String(unreadCount(content)) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className={`${card} p-5`}>
          <dt className="text-sm text-ink-300">{stat.label}</dt>
          <dd className="mt-2 font-display text-2xl font-bold text-white tabular-nums sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The milestone in progress, if any. */
export function CurrentMilestoneCard({ project }: { project: PortalProjectDetail }) {
  const milestone = currentStep(project.milestones);
  if (!milestone) return null;
  return (
    <div className={`${card} p-5 sm:p-6`}>
      <h3 className="text-sm font-semibold tracking-wide text-ink-300 uppercase">Current milestone</h3>
      <p className="mt-3 font-display text-xl font-bold wrap-anywhere text-white">{milestone.title}</p>
      {milestone.description && (
        <div className="mt-2">
          <ExpandableText text={milestone.description} className="text-sm text-ink-300" />
        </div>
      )}
      {milestone.dueDate && (
        <p className="mt-4 text-sm text-ink-200">
          Due <span className="font-semibold text-white">{formatDate(milestone.dueDate)}</span>
        </p>
      )}
    </div>
  );
}

/** The project's overview and figures, then two columns of cards that differ between the Dashboards. */
export function ProjectDashboard({
  content,
  project,
  children,
}: {
  content: PortalContent;
  project: PortalProjectDetail;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <h2 className="sr-only">Dashboard</h2>
      <ProjectOverviewCard project={project} />
      <ProjectStats content={content} project={project} />
      <div className="grid gap-4 lg:grid-cols-2">{children}</div>
    </div>
  );
}

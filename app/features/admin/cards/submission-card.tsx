import type { SubmissionRecord } from "../../../../common/admin/records";
import { formatDollars } from "../../../../common/catalog/money";
import {
  Badge,
  CardMeta,
  CardShell,
  CardTitle,
  choiceFact,
  EmailLink,
  Facts,
  LongText,
  type StatusAction,
  StatusActions,
  StatusHistory,
  VisitorLink,
} from "./card-parts";
import { configurationSummary, contactPackageChoice } from "./labels";
import { PriorityControl } from "./priority-control";

/**
 * Spec 001 §2 buttons of this card, in order, then CLOSE: "closed" is the
 * last of the submission statuses spec 001 §4 lists (new, contacted,
 * in-progress, completed, closed; any may follow any).
 */
export const SUBMISSION_STATUS_ACTIONS: readonly StatusAction[] = [
  { status: "contacted", label: "MARK CONTACTED" },
  { status: "in-progress", label: "IN PROGRESS", tone: "amber" },
  { status: "completed", label: "COMPLETE", tone: "lime" },
  { status: "closed", label: "CLOSE", tone: "ink" },
];

/** Spec 001 §2 "Submission card" with MARK CONTACTED, IN PROGRESS, COMPLETE, CLOSE and the priority control. */
export function SubmissionCard({
  item,
  onStatus,
  busy,
}: {
  item: SubmissionRecord;
  onStatus: (status: string) => void;
  busy: boolean;
}) {
  const name = item.name || item.email;
  const configuration = configurationSummary(item);
  return (
    <CardShell label={`Submission from ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{name}</CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={item.priority}>{item.priority}</Badge>
            <Badge tone={item.status}>{item.status}</Badge>
            {item.isAuditRequest ? <Badge tone="audit">AUDIT REQUEST</Badge> : null}
          </div>
        </div>
        <CardMeta createdAt={item.createdAt} />
      </div>
      <Facts
        items={[
          ["Email", <EmailLink key="email" email={item.email} />],
          ["Phone", item.phone],
          ["Business", item.business],
          ["Package", choiceFact(contactPackageChoice(item.package))],
          ["Website", item.websiteUrl ? <VisitorLink key="url" url={item.websiteUrl} /> : null],
          ["Configured in", configuration?.tool || null],
          ["Add-ons", configuration?.addOns || null],
          ["Quoted total", item.quotedTotal !== null ? formatDollars(item.quotedTotal) : null],
        ]}
      />
      <LongText label="Project details" text={item.details} />
      <StatusHistory history={item.history} />
      <PriorityControl id={item.id} current={item.priority} />
      <StatusActions actions={SUBMISSION_STATUS_ACTIONS} current={item.status} busy={busy} onStatus={onStatus} />
    </CardShell>
  );
}

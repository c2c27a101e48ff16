import type { SubmissionRecord } from "../../../../common/admin/records";
import { formatDollars } from "../../../../common/catalog/money";
import {
  Badge,
  CardMeta,
  CardShell,
  CardTitle,
  EmailLink,
  Facts,
  LongText,
  type StatusAction,
  StatusActions,
  StatusHistory,
  VisitorLink,
} from "./card-parts";

/** Spec 001 §2 buttons of this card, in order. */
export const SUBMISSION_STATUS_ACTIONS: readonly StatusAction[] = [
  { status: "contacted", label: "MARK CONTACTED" },
  { status: "in-progress", label: "IN PROGRESS", tone: "amber" },
  { status: "completed", label: "COMPLETE", tone: "lime" },
];

/** Spec 001 §2 "Submission card" with MARK CONTACTED, IN PROGRESS, COMPLETE. */
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
          ["Package", item.package],
          ["Website", item.websiteUrl ? <VisitorLink key="url" url={item.websiteUrl} /> : null],
          ["Add-ons", item.addOns?.length ? item.addOns.join(", ") : null],
          ["Quoted total", item.quotedTotal !== null ? formatDollars(item.quotedTotal) : null],
        ]}
      />
      <LongText label="Project details" text={item.details} />
      <StatusHistory history={item.history} />
      <StatusActions actions={SUBMISSION_STATUS_ACTIONS} current={item.status} busy={busy} onStatus={onStatus} />
    </CardShell>
  );
}
